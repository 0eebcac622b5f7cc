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
/** A page of a longer inbox: the end of the list asks for the next one. */
export const MoreToLoad = { args: { hasMore: true, onLoadMore: () => {} } };
export const LoadingMore = { args: { hasMore: true, loadingMore: true, onLoadMore: () => {} } };
