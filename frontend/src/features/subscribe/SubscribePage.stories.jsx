import { freePlan, sampleUser, subscribedUser } from '../../testing/fixtures';
import { PlansView, SubscribePage } from './SubscribePage';

const phone = { viewport: { value: 'phone', isRotated: false } };

export default {
  title: 'Subscribe/SubscribePage',
  component: SubscribePage,
  parameters: { route: '/subscribe', swrFallback: { '/api/subscriptions/plans': [freePlan] } },
};

export const Plans = { parameters: { currentUser: sampleUser } };
export const LoginRequired = { parameters: { currentUser: null } };
export const Success = { parameters: { currentUser: subscribedUser, route: '/subscribe?success=true&tier=free' } };
export const Canceled = { parameters: { currentUser: subscribedUser, route: '/subscribe?canceled=true' } };
export const SubscribedPlans = {
  render: () => <PlansView user={subscribedUser} />,
  parameters: { currentUser: subscribedUser },
};
export const VisitorPlans = { render: () => <PlansView user={null} />, parameters: { currentUser: null } };
export const PlansLoading = { parameters: { currentUser: sampleUser, swrPending: ['/api/subscriptions/plans'] } };
export const PlansFailed = {
  parameters: {
    currentUser: sampleUser,
    swrErrors: { '/api/subscriptions/plans': { status: 500, message: 'Internal Server Error' } },
  },
};
export const Mobile = { parameters: { currentUser: sampleUser }, globals: phone };
