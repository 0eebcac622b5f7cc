import { LoadingState } from './LoadingState';

export default { title: 'Components/LoadingState', tags: ['autodocs'], component: LoadingState };

export const Default = {};
export const Custom = { args: { label: 'Loading dashboard...' } };
