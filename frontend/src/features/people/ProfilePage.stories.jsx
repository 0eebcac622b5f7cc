import { Route, Routes } from 'react-router-dom';
import { ada, compilerThread, grace, pixelProject } from './fixtures';
import { ProfilePage } from './ProfilePage';

const render = () => (
  <Routes>
    <Route path="/profile" element={<ProfilePage />} />
    <Route path="/profile/:id" element={<ProfilePage />} />
  </Routes>
);

const graceData = {
  '/api/users/8': grace,
  '/api/users/8/projects': [pixelProject],
  '/api/users/8/threads': [compilerThread],
};

export default {
  title: 'People/ProfilePage',
  component: ProfilePage,
  render,
  parameters: {
    route: '/profile',
    currentUser: ada,
    swrFallback: { '/api/users/7': ada, '/api/users/7/projects': [], '/api/users/7/threads': [compilerThread] },
  },
};

export const Own = {};
export const SignedOut = { parameters: { currentUser: null } };
export const Other = {
  parameters: {
    route: '/profile/8',
    swrFallback: { ...graceData, '/api/friends/status/8': { status: 'none', friendship: null } },
  },
};
export const RequestReceived = {
  parameters: {
    route: '/profile/8',
    swrFallback: {
      ...graceData,
      '/api/friends/status/8': { status: 'pending_received', friendship: { id: 5, status: 'pending' } },
    },
  },
};
export const Friends = {
  parameters: {
    route: '/profile/8',
    swrFallback: {
      ...graceData,
      '/api/friends/status/8': { status: 'friends', friendship: { id: 5, status: 'accepted' } },
    },
  },
};
export const OtherSignedOut = { parameters: { route: '/profile/8', currentUser: null, swrFallback: graceData } };
/** A member the viewer blocked: the notice with Unblock, no friend or contact buttons. */
export const Blocked = {
  parameters: {
    route: '/profile/8',
    swrFallback: { ...graceData, '/api/users/8': { ...grace, isBlocked: true, isMuted: false } },
  },
};
/** A member the viewer muted: nothing else changes on the profile; the menu offers Unmute. */
export const Muted = {
  parameters: {
    route: '/profile/8',
    swrFallback: {
      ...graceData,
      '/api/users/8': { ...grace, isBlocked: false, isMuted: true },
      '/api/friends/status/8': { status: 'none', friendship: null },
    },
  },
};
export const Phone = { globals: { viewport: { value: 'phone', isRotated: false } } };
