import { screen } from '@testing-library/react';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { AuthorByline, authorName, BylineStat } from './AuthorByline';

// Generated avatars are drawn asynchronously; here they stay initials so no update lands after a test.
jest.mock('../Avatar/avatarStyles', () => ({
  ...jest.requireActual('../Avatar/avatarStyles'),
  generatedAvatarUri: () => new Promise(() => {}),
}));

const createdAt = '2025-03-01T08:00:00.000Z';
const now = new Date('2025-03-03T08:00:00.000Z');

test('the author is named by display name, then username, then as unknown', () => {
  expect(authorName({ displayName: 'Ada', username: 'ada' })).toBe('Ada');
  expect(authorName({ displayName: '', username: 'ada' })).toBe('ada');
  expect(authorName(null)).toBe('Unknown user');
});

test('a linked byline links the author to their profile and shows the age', () => {
  renderWithProviders(<AuthorByline user={sampleUser} createdAt={createdAt} now={now} linked />);
  expect(screen.getByRole('link', { name: new RegExp(authorName(sampleUser)) })).toHaveAttribute(
    'href',
    `/profile/${sampleUser.id}`,
  );
  expect(screen.getByText('2 days ago')).toBeInTheDocument();
});

test('a card byline names the author without a link', () => {
  renderWithProviders(<AuthorByline user={sampleUser} createdAt={createdAt} now={now} />);
  expect(screen.getByText(authorName(sampleUser))).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('a stat reads its label to screen readers', () => {
  renderWithProviders(
    <BylineStat icon="comment" title="Comments" label="comments">
      3
    </BylineStat>,
  );
  expect(screen.getByTitle('Comments')).toHaveTextContent('3 comments');
});
