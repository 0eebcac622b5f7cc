import { Route, Routes } from 'react-router-dom';
import { friendsList, me, pendingRequests, everyone } from './fixtures';
import { FriendsPage } from './FriendsPage';

const data = {
  '/api/friends?limit=100': friendsList,
  '/api/friends/requests': pendingRequests,
  '/api/users?search=&limit=50': everyone,
};

export default {
  title: 'Friends/FriendsPage',
  component: FriendsPage,
  render: () => (
    <Routes>
      <Route path="/friends" element={<FriendsPage />} />
    </Routes>
  ),
  parameters: { route: '/friends', currentUser: me, swrFallback: data },
};

export const MyFriends = {};
export const Requests = { parameters: { route: '/friends?tab=requests' } };
export const Discover = { parameters: { route: '/friends?tab=discover' } };
export const Empty = {
  parameters: {
    swrFallback: { '/api/friends?limit=100': [], '/api/friends/requests': [], '/api/users?search=&limit=50': [me] },
  },
};
export const Loading = { parameters: { swrFallback: {} } };
export const SignedOut = { parameters: { currentUser: null } };
export const SmallScreen = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Phone = { globals: { viewport: { value: 'phone', isRotated: false } } };
