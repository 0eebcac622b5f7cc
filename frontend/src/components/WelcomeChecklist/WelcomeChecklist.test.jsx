import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../testing/fetchMock';
import { grace, sampleUser } from '../../testing/fixtures';
import { renderWithProviders, settle } from '../../testing/render';
import { dismissKey, foldKey, WelcomeChecklist } from './WelcomeChecklist';

const newcomer = {
  ...sampleUser,
  displayName: '',
  avatarSeed: null,
  skills: [],
  hourlyRate: null,
  threadCount: 0,
  projectCount: 0,
};

beforeEach(() => window.localStorage.clear());

/** The server: the member's friends and followed tags, and tags suggested from their skills. */
function server({ friends = [], followed = [], suggested = [] } = {}) {
  let tags = followed;
  return mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/friends': { body: friends },
    'GET /api/me/followed-tags': () => ({ body: { tags } }),
    'GET /api/me/followed-tags/suggested': () => ({ body: { tags: suggested.filter((tag) => !tags.includes(tag)) } }),
    'POST /api/me/followed-tags': ({ body }) => {
      tags = body.following ? [...tags, body.tag] : tags.filter((tag) => tag !== body.tag);
      return { body: { tags } };
    },
  });
}

test('a new member sees the five steps, each a link to where it is done', async () => {
  server();
  renderWithProviders(<WelcomeChecklist user={newcomer} />);
  const box = await screen.findByRole('region', { name: 'Get started on DevNet' });
  expect(within(box).getByText('0 of 5 done. Each step takes a minute.')).toBeInTheDocument();
  const links = within(box)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  expect(links).toEqual([
    ['Set an avatar and display name', '/profile/edit'],
    ['Add your skills and hourly rate', '/profile/edit'],
    ['Find developers to connect with', '/developers'],
    ['Follow tags you work with', '/settings#followed-tags'],
    ['Start your first thread', '/threads/new'],
  ]);
});

test('tags suggested from the skills are followed from the checklist, which ticks the step', async () => {
  server({ suggested: ['python', 'rust'] });
  renderWithProviders(<WelcomeChecklist user={{ ...newcomer, skills: ['Python', 'Rust'] }} />);
  const suggested = await screen.findByRole('region', { name: 'Suggested from your skills' });
  await userEvent.click(await within(suggested).findByRole('button', { name: 'Follow #rust' }));
  expect(await screen.findByText('Follow tags you work with')).toHaveTextContent('(done)');
  expect(screen.queryByRole('region', { name: 'Suggested from your skills' })).not.toBeInTheDocument();
});

test("steps are ticked from the member's own data (profile, friends, followed tags, threads)", async () => {
  server({ friends: [grace], followed: ['go'] });
  renderWithProviders(<WelcomeChecklist user={{ ...newcomer, displayName: 'Ada', avatarSeed: 'x', threadCount: 1 }} />);
  expect(await screen.findByText('4 of 5 done. Each step takes a minute.')).toBeInTheDocument();
  expect(screen.getByText('Set an avatar and display name')).toHaveTextContent('(done)');
  expect(screen.getByRole('link', { name: 'Add your skills and hourly rate' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Find developers to connect with' })).not.toBeInTheDocument();
});

test('it is gone once every step is done', async () => {
  server({ friends: [grace], followed: ['go'] });
  const { rerender } = renderWithProviders(<WelcomeChecklist user={{ ...sampleUser, threadCount: 0 }} />);
  expect(await screen.findByText('4 of 5 done. Each step takes a minute.')).toBeInTheDocument();
  rerender(<WelcomeChecklist user={{ ...sampleUser, threadCount: 1 }} />);
  await settle();
  expect(screen.queryByRole('region', { name: 'Get started on DevNet' })).not.toBeInTheDocument();
});

test('Hide dismisses it for this member, remembered in this browser', async () => {
  server();
  const { unmount } = renderWithProviders(<WelcomeChecklist user={newcomer} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Hide the getting started checklist' }));
  expect(screen.queryByRole('region', { name: 'Get started on DevNet' })).not.toBeInTheDocument();
  expect(window.localStorage.getItem(dismissKey(newcomer.id))).toBe('1');
  unmount();
  renderWithProviders(<WelcomeChecklist user={newcomer} />);
  expect(screen.queryByRole('region', { name: 'Get started on DevNet' })).not.toBeInTheDocument();
  // Another member on the same browser still gets theirs.
  renderWithProviders(<WelcomeChecklist user={{ ...newcomer, id: 99 }} />);
  expect(await screen.findByRole('region', { name: 'Get started on DevNet' })).toBeInTheDocument();
});

test('Fold leaves its title row, remembered for this member; Show steps opens it again', async () => {
  server({ suggested: ['rust'] });
  const { unmount } = renderWithProviders(<WelcomeChecklist user={newcomer} />);
  const box = await screen.findByRole('region', { name: 'Get started on DevNet' });
  // The suggested tags show their names.
  expect(within(box).getByRole('button', { name: 'Follow #rust' })).toHaveTextContent('Follow #rust');
  const fold = within(box).getByRole('button', { name: 'Fold' });
  expect(fold).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(fold);
  expect(within(box).queryByRole('link')).not.toBeInTheDocument();
  expect(box).toHaveTextContent('0 of 5 done');
  expect(window.localStorage.getItem(foldKey(newcomer.id))).toBe('1');
  unmount();

  renderWithProviders(<WelcomeChecklist user={newcomer} />);
  const again = await screen.findByRole('region', { name: 'Get started on DevNet' });
  const show = within(again).getByRole('button', { name: 'Show steps' });
  expect(show).toHaveAttribute('aria-expanded', 'false');
  expect(within(again).queryByRole('link')).not.toBeInTheDocument();
  await userEvent.click(show);
  expect(within(again).getAllByRole('link')).toHaveLength(5);
  expect(window.localStorage.getItem(foldKey(newcomer.id))).toBeNull();
});
