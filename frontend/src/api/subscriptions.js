import { useCallback } from 'react';
import useSWR from 'swr';
import { api } from './client';

export const subscriptionKeys = {
  plans: () => '/api/subscriptions/plans',
};

/**
 * What the landing page shows before the server's answer arrives (or if it never does): the one
 * Free plan of spec section 1. The server's list wins as soon as it is loaded.
 */
export const FALLBACK_PLANS = [
  {
    tier: 'free',
    price: 0,
    features: [
      'Unlimited threads',
      'Unlimited projects',
      'Full profile customization',
      'Community access',
      'Unlimited messaging',
      'Developer page listing',
      'Freelance opportunities',
      'Analytics dashboard',
    ],
  },
];

/** Where 'Manage Billing' sends the whole page (the server redirects; there is no paid billing). */
export const MANAGE_BILLING_PATH = '/api/subscriptions/manage';

export function fetchPlans() {
  return api.get(subscriptionKeys.plans());
}

/** `{plans, error, isLoading}`: the plans the server offers (one Free plan). */
export function usePlans(options) {
  const { data, error, isLoading } = useSWR(subscriptionKeys.plans(), fetchPlans, options);
  return { plans: data, error, isLoading };
}

/** POST /api/subscriptions/create; answers `{url}` to go to next. */
export function createSubscription(tier) {
  return api.post('/api/subscriptions/create', { tier });
}

/**
 * Subscribes. The current user's subscriptionTier changes, but it is revalidated by the page
 * the answer's url leads to (the success view), not here: refreshing first would redirect a
 * now-subscribed user to /dashboard before the success view could show.
 */
export function useCreateSubscription() {
  return useCallback((tier) => createSubscription(tier), []);
}
