import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { TagChips } from './TagChips';

const tags = ['react', 'hooks', 'performance', 'testing', 'swr'];

test('with max 3, three tags show and then +N for the rest', () => {
  renderWithProviders(<TagChips tags={tags} max={3} />);
  const list = screen.getByRole('list', { name: 'Tags' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['react', 'hooks', 'performance', '+2']);
  expect(screen.getByText('+2')).toHaveAttribute('title', 'testing, swr');
});

test('no +N badge when every tag fits', () => {
  renderWithProviders(<TagChips tags={['a', 'b', 'c']} max={3} />);
  expect(screen.queryByTestId('more-tags')).not.toBeInTheDocument();
});

test('chips can link to a filtered list', () => {
  renderWithProviders(<TagChips tags={['c++']} linkFor={(tag) => `/threads?tag=${encodeURIComponent(tag)}`} />);
  expect(screen.getByRole('link', { name: 'c++' })).toHaveAttribute('href', '/threads?tag=c%2B%2B');
});

test('nothing renders without tags', () => {
  const { container } = renderWithProviders(<TagChips tags={[]} />);
  expect(container.querySelector('ul')).toBeNull();
});

test('followable chips carry a Follow toggle each for a member', async () => {
  mockFetch({ 'GET /api/auth/me': { body: sampleUser }, 'GET /api/me/followed-tags': { body: { tags: ['rust'] } } });
  renderWithProviders(<TagChips tags={['rust', 'go']} followable />);
  expect(await screen.findByRole('button', { name: 'Following #rust' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Follow #go' })).toHaveAttribute('aria-pressed', 'false');
});
