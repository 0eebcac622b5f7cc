export { FriendsPage } from './FriendsPage';
