export { SubscribePage } from './SubscribePage';
