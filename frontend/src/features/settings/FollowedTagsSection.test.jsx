import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { FollowedTagsSection } from './FollowedTagsSection';

function server(initial) {
  let tags = initial;
  return mockFetch({
    'GET /api/auth/me': { body: sampleUser },
    'GET /api/me/followed-tags': () => ({ body: { tags } }),
    'POST /api/me/followed-tags': ({ body }) => {
      if (body.tag.length > 30) return { status: 400, body: { message: 'A tag is 1 to 30 characters' } };
      const name = body.tag.replace(/^#/, '').trim().toLowerCase();
      tags = body.following ? [...new Set([...tags, name])].sort() : tags.filter((tag) => tag !== name);
      return { body: { tags } };
    },
  });
}

test('the followed tags are listed; Unfollow takes one away', async () => {
  const fetchMock = server(['python', 'rust']);
  renderWithProviders(<FollowedTagsSection />);
  const list = await screen.findByRole('list', { name: 'Followed tags' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['#pythonUnfollow', '#rustUnfollow']);
  await userEvent.click(screen.getByRole('button', { name: 'Unfollow #python' }));
  expect(await screen.findByText('Unfollowed #python')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Unfollow #python' })).not.toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/me/followed-tags')).toEqual([{ tag: 'python', following: false }]);
});

test('a tag typed in the field is followed; a bad one shows the server message', async () => {
  server([]);
  renderWithProviders(<FollowedTagsSection />);
  expect(await screen.findByText('You do not follow any tags yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  expect(await screen.findByText('Type a tag to follow')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Follow a tag'), '#Rust');
  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  expect(await screen.findByRole('button', { name: 'Unfollow #rust' })).toBeInTheDocument();
  expect(screen.getByLabelText('Follow a tag')).toHaveValue('');
  await userEvent.type(screen.getByLabelText('Follow a tag'), 'x'.repeat(31));
  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  expect(await screen.findByText('A tag is 1 to 30 characters')).toBeInTheDocument();
});
