import { Footer } from './Footer';

export default { title: 'Shell/Footer', tags: ['autodocs'], component: Footer, parameters: { layout: 'fullscreen' } };

export const Default = {};
