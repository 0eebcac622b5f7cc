export { ProfilePage } from './ProfilePage';
export { EditProfilePage } from './EditProfilePage';
export { DevelopersPage } from './DevelopersPage';
export { UsersPage } from './UsersPage';
