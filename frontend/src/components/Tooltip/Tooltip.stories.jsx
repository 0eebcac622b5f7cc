import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Tooltip } from './Tooltip';

export default {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: { content: 'Bookmark' },
  decorators: [
    (Story) => (
      <div style={{ padding: '48px 16px' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Tooltip {...args}>
      <Button variant="ghost" size="icon" aria-label="Bookmark">
        <Icon name="bookmark" size={16} />
      </Button>
    </Tooltip>
  ),
};

/** Rest the pointer on the button for 700 ms, or focus it with Tab. */
export const Closed = {};

/** Shown as it looks when open. */
export const Open = {
  render: (args) => (
    <Tooltip {...args} open>
      <Button variant="ghost" size="icon" aria-label="Bookmark">
        <Icon name="bookmark" size={16} />
      </Button>
    </Tooltip>
  ),
};
