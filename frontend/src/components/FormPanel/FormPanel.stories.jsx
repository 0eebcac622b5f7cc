import { FormPanel } from './FormPanel';

export default {
  title: 'Components/FormPanel',
  tags: ['autodocs'],
  component: FormPanel,
  args: {
    breadcrumb: [{ label: 'Discussions', to: '/threads' }, { label: 'New Discussion' }],
    title: 'Start a New Discussion',
    intro: 'Ask a question or share something you learned with the community.',
    children: <p>The form goes here.</p>,
  },
};

export const WithIntro = {};
export const WithoutIntro = { args: { intro: undefined } };
