import { freePlan, sampleUser } from '../../testing/fixtures';
import { landingLive } from './landingFixtures';
import { LandingPage } from './LandingPage';

const phone = { viewport: { value: 'phone', isRotated: false } };

export default {
  title: 'Pages/LandingPage',
  component: LandingPage,
  parameters: { layout: 'fullscreen', swrFallback: { '/api/subscriptions/plans': [freePlan], ...landingLive } },
};

export const Visitor = { parameters: { currentUser: null } };
export const SignedIn = { parameters: { currentUser: sampleUser } };
export const Mobile = { parameters: { currentUser: null }, globals: phone };
