import { landingLive, page } from './landingFixtures';
import { LandingLive } from './LandingLive';

export default {
  title: 'Pages/LandingLive',
  component: LandingLive,
  parameters: { layout: 'fullscreen' },
};

export const Live = { parameters: { swrFallback: landingLive } };
export const Empty = {
  parameters: {
    swrFallback: {
      '/api/threads?sortBy=latest&limit=5': page([]),
      '/api/hashtags/trending': [],
      '/api/users?limit=6': page([]),
    },
  },
};
export const Loading = { parameters: { swrPending: Object.keys(landingLive) } };
export const Mobile = {
  parameters: { swrFallback: landingLive },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
