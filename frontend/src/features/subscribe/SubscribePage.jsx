import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../api/auth';
import { MANAGE_BILLING_PATH, useCreateSubscription, usePlans } from '../../api/subscriptions';
import { Alert } from '../../components/Alert/Alert';
import { Button, ButtonLink } from '../../components/Button/Button';
import { Card, CardText, CardTitle } from '../../components/Card/Card';
import { Container, PageSection } from '../../components/Container/Container';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { PlanCard, tierName } from '../../components/PlanCard/PlanCard';
import { StatusScreen } from '../../components/StatusScreen/StatusScreen';
import { useToast } from '../../components/Toast/ToastProvider';
import { usePageMeta } from '../../hooks/usePageMeta';
import { assignLocation, openInNewTab } from './wholePage';

const Heading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(8)};
  text-align: center;
  h1 { font-size: ${({ theme }) => theme.font.size['3xl']}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
  p { color: ${({ theme }) => theme.color.textMuted}; }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 26rem;
  margin: 0 auto;
`;

/**
 * Follows the checkout URL the server returned. Another site's checkout opens in a new tab (spec:
 * "the response field url opens in a new tab"); the Free plan's URL is this app's own success view,
 * which is shown in place (docs/decisions.md, Product).
 */
function useGoTo() {
  const navigate = useNavigate();
  return (url) => {
    if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
    else openInNewTab(url);
  };
}

/** The Free plan card and, for subscribed users, their current subscription. */
export function PlansView({ user }) {
  const { plans, error, isLoading } = usePlans();
  const createSubscription = useCreateSubscription();
  const { toast } = useToast();
  const navigate = useNavigate();
  const goTo = useGoTo();
  const [pending, setPending] = useState(false);

  const subscribe = async (tier) => {
    if (!user) {
      toast({ title: 'Login required', description: 'You need to login before subscribing', variant: 'destructive' });
      navigate('/auth/login?redirectTo=/subscribe');
      return;
    }
    setPending(true);
    try {
      const result = await createSubscription(tier);
      if (!result?.url) throw new Error('No checkout URL returned from the server');
      goTo(result.url);
      setPending(false);
    } catch (failure) {
      const description =
        failure instanceof Error
          ? (failure.info?.message ?? failure.message) || 'Failed to start subscription'
          : 'An unknown error occurred';
      toast({ title: 'Subscription failed', description, variant: 'destructive' });
      setPending(false);
    }
  };

  return (
    <PageSection>
      <Container>
        <Heading>
          <h1>Manage Your Subscription</h1>
          <p>DevNet is free for every developer. Every feature is included.</p>
        </Heading>
        <Grid>
          {user?.subscriptionTier && (
            <Card>
              <CardTitle as="h2">Current Subscription</CardTitle>
              <CardText>You are on the {tierName(user.subscriptionTier)} plan.</CardText>
              <Button variant="outline" onClick={() => assignLocation(MANAGE_BILLING_PATH)}>
                Manage Billing
              </Button>
            </Card>
          )}
          {isLoading && <LoadingState label="Loading plans..." />}
          {error && <Alert variant="error">Could not load the plans. Please try again later.</Alert>}
          {plans?.map((plan) => (
            <PlanCard
              key={plan.tier}
              plan={plan}
              action={
                user ? (
                  <Button
                    block
                    size="lg"
                    disabled={pending || Boolean(user.subscriptionTier)}
                    aria-busy={pending || undefined}
                    onClick={() => subscribe(plan.tier)}
                  >
                    Current Plan
                  </Button>
                ) : (
                  <Button block size="lg" onClick={() => subscribe(plan.tier)}>
                    Login to Subscribe
                  </Button>
                )
              }
            />
          ))}
        </Grid>
      </Container>
    </PageSection>
  );
}

/**
 * /subscribe. Visitors see Login Required. `?success=true` and `?canceled=true` show the result
 * of a subscription (success leads on with 'Continue: set up your profile'); otherwise a user who already has a tier goes to /dashboard and everyone
 * else sees the plans.
 */
export function SubscribePage() {
  usePageMeta({ title: 'Subscription', description: 'DevNet is free: one Free plan with every feature.' });
  const { user, isLoading, mutate: refreshUser } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const success = searchParams.get('success') === 'true';
  const canceled = searchParams.get('canceled') === 'true';
  const [showPlans, setShowPlans] = useState(false);

  // Arriving on the success view: the user's subscriptionTier has changed on the server.
  useEffect(() => {
    if (success) refreshUser();
  }, [success, refreshUser]);

  if (isLoading) return <LoadingState />;

  if (!user) {
    return (
      <StatusScreen
        title="Login Required"
        actions={<ButtonLink to="/auth/login?redirectTo=/subscribe">Log in</ButtonLink>}
      >
        <p>Please log in to manage your subscription.</p>
      </StatusScreen>
    );
  }

  if (success && !showPlans) {
    const tier = tierName(searchParams.get('tier') || user.subscriptionTier || 'free');
    return (
      <StatusScreen
        title="Subscription Successful!"
        actions={
          <>
            {/* The next step for a new member: a profile others can find (then the dashboard's checklist). */}
            <ButtonLink to="/profile/edit">Continue: set up your profile</ButtonLink>
            <ButtonLink to="/dashboard" variant="outline">
              Go to Dashboard
            </ButtonLink>
          </>
        }
      >
        <p>Your {tier} plan is active. Enjoy everything DevNet has to offer.</p>
        <p>Add a display name, an avatar and your skills so other developers can find you.</p>
      </StatusScreen>
    );
  }

  if (canceled && !showPlans) {
    return (
      <StatusScreen
        title="Subscription Failed"
        actions={
          <>
            <Button onClick={() => setShowPlans(true)}>Try Again</Button>
            <ButtonLink to="/dashboard" variant="outline">
              Return to Dashboard
            </ButtonLink>
          </>
        }
      >
        <p>You canceled the payment process. Please try again when you&apos;re ready.</p>
      </StatusScreen>
    );
  }

  if (user.subscriptionTier && !success && !canceled) return <Navigate to="/dashboard" replace />;

  return <PlansView user={user} />;
}
