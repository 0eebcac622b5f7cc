import { countLabel } from './count';

test('one noun for one, the plural for every other count', () => {
  expect(countLabel(1, 'comment')).toBe('1 comment');
  expect(countLabel(0, 'comment')).toBe('0 comments');
  expect(countLabel(12, 'reply', 'replies')).toBe('12 replies');
});
