import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { byPosts, FeedSidebar, TRENDING_CAPTION } from './FeedSidebar';

test('Trending Topics lists the tags in the order of the post counts it shows, and says what it ranks by', () => {
  // The server's order (by people): not the order of the counts.
  const hashtags = [
    { hashtag: 'rust', count: 3 },
    { hashtag: 'react', count: 12 },
    { hashtag: 'go', count: 3 },
    { hashtag: 'python', count: 7 },
  ];
  renderWithProviders(<FeedSidebar hashtags={hashtags} developers={[]} />);
  const box = screen.getByRole('region', { name: 'Trending Topics' });
  expect(within(box).getByText(TRENDING_CAPTION)).toBeInTheDocument();
  const rows = within(box)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(rows).toEqual(['#react12 posts', '#python7 posts', '#go3 posts', '#rust3 posts']);
});

test('byPosts leaves the list it is given as it was', () => {
  const given = [
    { hashtag: 'b', count: 1 },
    { hashtag: 'a', count: 2 },
  ];
  expect(byPosts(given).map((tag) => tag.hashtag)).toEqual(['a', 'b']);
  expect(given[0].hashtag).toBe('b');
});
