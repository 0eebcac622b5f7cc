import { Breadcrumb } from './Breadcrumb';

export default {
  title: 'Components/Breadcrumb',
  tags: ['autodocs'],
  component: Breadcrumb,
  args: { items: [{ label: 'Discussions', to: '/threads' }, { label: 'New Discussion' }] },
};

export const TwoLevels = {};
export const ThreeLevels = {
  args: {
    items: [{ label: 'Portfolio', to: '/projects' }, { label: 'Pixel Garden', to: '/projects/3' }, { label: 'Edit' }],
  },
};
