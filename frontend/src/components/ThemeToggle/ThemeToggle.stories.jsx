import { ThemeToggle } from './ThemeToggle';

export default { title: 'Components/ThemeToggle', tags: ['autodocs'], component: ThemeToggle };

export const Default = {};
