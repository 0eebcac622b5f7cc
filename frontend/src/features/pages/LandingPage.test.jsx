import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../testing/fetchMock';
import { freePlan } from '../../testing/fixtures';
import { renderWithProviders, settle } from '../../testing/render';
import { LandingPage } from './LandingPage';

test('the landing page has the hero, About, Features and Pricing sections', async () => {
  mockFetch({
    'GET /api/auth/me': { status: 401 },
    'GET /api/subscriptions/plans': { body: [freePlan] },
    'GET /api/threads?sortBy=latest&limit=5': { body: [{ id: 3, title: 'A live thread', commentCount: 0 }] },
    'GET /api/hashtags/trending': { body: [] },
    'GET /api/users?limit=6': { body: [] },
  });
  const { container } = renderWithProviders(<LandingPage />);
  await settle();

  expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/register');
  expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#about');
  expect(screen.getByText('Free registration')).toBeInTheDocument();
  expect(screen.getByText('All features free forever')).toBeInTheDocument();

  // Below the hero, what is happening now.
  const now = container.querySelector('#now');
  expect(within(now).getByRole('heading', { name: 'Happening on DevNet' })).toBeInTheDocument();
  expect(await within(now).findByRole('link', { name: 'A live thread' })).toHaveAttribute('href', '/threads/3');
  expect(container.querySelector('section').nextElementSibling).toBe(now);

  const about = container.querySelector('#about');
  expect(within(about).getByRole('heading', { name: /Why Join/ })).toBeInTheDocument();
  expect(within(about).getByRole('link', { name: 'Create Your Free Account' })).toHaveAttribute('href', '/register');

  const features = container.querySelector('#features');
  expect(
    within(features)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Function Threads', 'Project Showcase', 'Custom Profiles']);

  const pricing = container.querySelector('#pricing');
  const plan = within(pricing).getByRole('article', { name: 'Free plan' });
  expect(within(plan).getByText('$0')).toBeInTheDocument();
  expect(
    within(plan)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(freePlan.features);
  expect(document.title).toBe('Home | DevNet - Developer Social Network');
});
