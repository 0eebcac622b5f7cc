import { ThemeToggle } from './ThemeToggle';

export default { title: 'Components/ThemeToggle', component: ThemeToggle };

export const Default = {};
