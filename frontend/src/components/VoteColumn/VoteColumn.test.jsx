import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isHotTalk, toggleVote } from '../../api/votes';
import { renderWithProviders } from '../../testing/render';
import { VoteColumn } from './VoteColumn';

test('the toggle rule: same type removes, other type or none sets', () => {
  expect(toggleVote(null, 'upvote')).toEqual({ action: 'set', vote: 'upvote' });
  expect(toggleVote(null, 'downvote')).toEqual({ action: 'set', vote: 'downvote' });
  expect(toggleVote('upvote', 'upvote')).toEqual({ action: 'remove', vote: null });
  expect(toggleVote('downvote', 'downvote')).toEqual({ action: 'remove', vote: null });
  expect(toggleVote('upvote', 'downvote')).toEqual({ action: 'set', vote: 'downvote' });
  expect(toggleVote('downvote', 'upvote')).toEqual({ action: 'set', vote: 'upvote' });
});

test('HOT TALK starts at a score of 5', () => {
  expect(isHotTalk(4)).toBe(false);
  expect(isHotTalk(5)).toBe(true);
  expect(isHotTalk(12)).toBe(true);
});

test('the buttons are named Upvote and Downvote, show the current vote and report clicks', async () => {
  const onVote = jest.fn();
  renderWithProviders(<VoteColumn score={3} vote="upvote" onVote={onVote} />);
  expect(screen.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Downvote' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByTestId('score')).toHaveTextContent('3');
  await userEvent.click(screen.getByRole('button', { name: 'Downvote' }));
  expect(onVote).toHaveBeenCalledWith('downvote');
});

test('busy disables voting', () => {
  renderWithProviders(<VoteColumn score={0} onVote={() => {}} busy />);
  expect(screen.getByRole('button', { name: 'Upvote' })).toBeDisabled();
});
