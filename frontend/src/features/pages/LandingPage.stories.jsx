import { freePlan, sampleUser } from '../../testing/fixtures';
import { LandingPage } from './LandingPage';

export default {
  title: 'Pages/LandingPage',
  component: LandingPage,
  parameters: { layout: 'fullscreen', swrFallback: { '/api/subscriptions/plans': [freePlan] } },
};

export const Visitor = { parameters: { currentUser: null } };
export const SignedIn = { parameters: { currentUser: sampleUser } };
