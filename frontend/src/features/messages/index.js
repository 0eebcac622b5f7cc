export { MessagesPage } from './MessagesPage';
export { ConversationList } from './ConversationList';
