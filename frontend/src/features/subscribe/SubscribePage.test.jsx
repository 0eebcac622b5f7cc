import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { freePlan, sampleUser, subscribedUser } from '../../testing/fixtures';
import { LocationDisplay } from '../../testing/LocationDisplay';
import { renderWithProviders } from '../../testing/render';
import { SubscribePage } from './SubscribePage';
import { assignLocation, openInNewTab } from './wholePage';

jest.mock('./wholePage', () => ({ assignLocation: jest.fn(), openInNewTab: jest.fn() }));

afterEach(() => {
  assignLocation.mockClear();
  openInNewTab.mockClear();
});

function renderSubscribe(route = '/subscribe') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/subscribe" element={<SubscribePage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationDisplay />
    </>,
    { route },
  );
}

const plans = { 'GET /api/subscriptions/plans': { body: [freePlan] } };

test('visitors see Login Required with a Log in button back to /subscribe', async () => {
  mockFetch({ 'GET /api/auth/me': { status: 401 }, ...plans });
  renderSubscribe();
  expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login?redirectTo=/subscribe');
});

test('a user without a tier subscribes to Free via Current Plan and sees the success view', async () => {
  let tier = null;
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => ({ body: { ...sampleUser, subscriptionTier: tier } }),
    ...plans,
    'POST /api/subscriptions/create': () => {
      tier = 'free';
      return { body: { url: '/subscribe?success=true&tier=free' } };
    },
  });
  renderSubscribe();
  expect(await screen.findByRole('heading', { name: 'Manage Your Subscription' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Free plan' });
  expect(within(card).getByText('$0')).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Current Plan' }));
  expect(await screen.findByRole('heading', { name: 'Subscription Successful!' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/subscriptions/create')).toEqual([{ tier: 'free' }]);
  expect(screen.getByTestId('location')).toHaveTextContent('/subscribe?success=true&tier=free');
  expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(screen.getByRole('link', { name: 'Continue: set up your profile' })).toHaveAttribute('href', '/profile/edit');
  // The current user is refetched after subscribing.
  await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/auth/me').length).toBeGreaterThanOrEqual(2));
});

test('a subscribed user is sent to /dashboard', async () => {
  mockFetch({ 'GET /api/auth/me': { body: subscribedUser }, ...plans });
  renderSubscribe();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
});

test('success=true is shown even to a subscribed user', async () => {
  mockFetch({ 'GET /api/auth/me': { body: subscribedUser }, ...plans });
  renderSubscribe('/subscribe?success=true');
  expect(await screen.findByRole('heading', { name: 'Subscription Successful!' })).toBeInTheDocument();
});

test('canceled=true explains, Try Again returns to the plans with Manage Billing', async () => {
  mockFetch({ 'GET /api/auth/me': { body: subscribedUser }, ...plans });
  renderSubscribe('/subscribe?canceled=true');
  expect(await screen.findByRole('heading', { name: 'Subscription Failed' })).toBeInTheDocument();
  expect(screen.getByText("You canceled the payment process. Please try again when you're ready.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(screen.getByRole('heading', { name: 'Manage Your Subscription' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Current Subscription' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Manage Billing' }));
  expect(assignLocation).toHaveBeenCalledWith('/api/subscriptions/manage');
});

test("another site's checkout URL opens in a new tab; this page stays", async () => {
  mockFetch({
    'GET /api/auth/me': { body: { ...sampleUser, subscriptionTier: null } },
    ...plans,
    'POST /api/subscriptions/create': { body: { url: 'https://checkout.example/session/1' } },
  });
  renderSubscribe();
  const card = await screen.findByRole('article', { name: 'Free plan' });
  await userEvent.click(within(card).getByRole('button', { name: 'Current Plan' }));
  await waitFor(() => expect(openInNewTab).toHaveBeenCalledWith('https://checkout.example/session/1'));
  expect(assignLocation).not.toHaveBeenCalled();
  expect(screen.getByTestId('location')).toHaveTextContent('/subscribe');
  expect(within(card).getByRole('button', { name: 'Current Plan' })).toBeEnabled();
});

test("a missing url toasts 'Subscription failed' with 'No checkout URL returned from the server'", async () => {
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    ...plans,
    'POST /api/subscriptions/create': { body: {} },
  });
  renderSubscribe();
  await userEvent.click(await screen.findByRole('button', { name: 'Current Plan' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Subscription failed');
  expect(toast).toHaveTextContent('No checkout URL returned from the server');
  expect(screen.getByRole('button', { name: 'Current Plan' })).toBeEnabled();
});

test("a server error toasts the server's message", async () => {
  mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    ...plans,
    'POST /api/subscriptions/create': { status: 400, body: { message: 'Unknown tier' } },
  });
  renderSubscribe();
  await userEvent.click(await screen.findByRole('button', { name: 'Current Plan' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Unknown tier');
});
