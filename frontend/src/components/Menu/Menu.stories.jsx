import { Icon } from '../Icon/Icon';
import { Menu } from './Menu';

export default {
  title: 'Components/Menu',
  tags: ['autodocs'],
  component: Menu,
  args: {
    children: (
      <>
        More <Icon name="chevronDown" size={16} />
      </>
    ),
    align: 'start',
    label: 'More',
    items: [
      { label: 'Friends', to: '/friends' },
      { label: 'Messages', to: '/messages' },
      { label: 'Portfolio', to: '/projects' },
      { label: 'Overview', to: '/dashboard' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
};

export const NavigationMenu = {};
export const WithActions = {
  args: {
    children: 'Account',
    align: 'start',
    heading: 'ada@example.com',
    items: [{ label: 'Profile', to: '/profile' }, { separator: true }, { label: 'Logout', onSelect: () => {} }],
  },
};
