import { Footer } from './Footer';

export default { title: 'Shell/Footer', component: Footer, parameters: { layout: 'fullscreen' } };

export const Default = {};
