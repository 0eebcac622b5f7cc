export { LandingPage } from './LandingPage';
export { AboutPage } from './AboutPage';
export { ContactPage } from './ContactPage';
export { PrivacyPage } from './PrivacyPage';
export { TermsPage } from './TermsPage';
export { NotFoundPage } from './NotFoundPage';
export { ComingSoonPage } from './ComingSoonPage';
