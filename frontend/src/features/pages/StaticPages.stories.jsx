import { AboutPage } from './AboutPage';
import { ContactPage } from './ContactPage';
import { NotFoundPage } from './NotFoundPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

export default { title: 'Pages/Static', parameters: { layout: 'fullscreen' } };

export const About = { render: () => <AboutPage /> };
export const Contact = { render: () => <ContactPage /> };
export const Privacy = { render: () => <PrivacyPage /> };
export const Terms = { render: () => <TermsPage /> };
export const NotFound = { render: () => <NotFoundPage /> };
export const NotFoundMobile = {
  render: () => <NotFoundPage />,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
