import { ConversationList } from './ConversationList';
import { conversations, NOW } from './fixtures';

export default {
  title: 'Messages/ConversationList',
  component: ConversationList,
  args: { conversations, now: NOW, onDelete: () => {} },
};

export const WithUnread = {};
export const Selected = { args: { selectedId: 8 } };
export const Empty = { args: { conversations: [] } };
export const SmallScreen = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
