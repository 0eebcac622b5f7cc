import { render, screen, waitFor } from '@testing-library/react';
import { ThemePreferenceProvider } from '../../theme';
import { sampleUser } from '../../testing/fixtures';
import { Avatar } from './Avatar';
import { avatarSource, initialsFor } from './avatarStyles';

function renderAvatar(props) {
  return render(
    <ThemePreferenceProvider initialPreference="dark" persist={false}>
      <Avatar {...props} />
    </ThemePreferenceProvider>,
  );
}

const plain = { ...sampleUser, avatarSeed: null, avatarStyle: null, profilePhoto: null };

test('a profile photo comes first', () => {
  renderAvatar({ user: { ...sampleUser, profilePhoto: '/media/abc.png' } });
  expect(screen.getByRole('img', { name: "Ada Lovelace's avatar" })).toHaveAttribute('src', '/media/abc.png');
});

test('without a photo the avatar is drawn from seed and style as a data: URI', async () => {
  renderAvatar({ user: sampleUser });
  // Initials stand in until the style's chunk has loaded.
  await waitFor(() => expect(screen.getByRole('img', { name: "Ada Lovelace's avatar" }).tagName).toBe('IMG'), {
    timeout: 5000,
  });
  const img = screen.getByRole('img', { name: "Ada Lovelace's avatar" });
  expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(img).toHaveAttribute('data-avatar-style', 'bottts');
});

test('without photo, seed or style it shows initials of the first and last word', () => {
  renderAvatar({ user: plain });
  expect(screen.getByRole('img', { name: "Ada Lovelace's avatar" })).toHaveTextContent('AL');
});

test('with no user it shows a question mark', () => {
  renderAvatar({ user: null });
  expect(screen.getByRole('img', { name: 'Unknown user' })).toHaveTextContent('?');
});

test('initials use the username when there is no display name', () => {
  expect(initialsFor({ username: 'grace' })).toBe('G');
  expect(initialsFor({ displayName: '  alan  mathison turing ' })).toBe('AT');
  expect(initialsFor({})).toBe('?');
});

test('the profile fallback is bottts seeded by the username', () => {
  expect(avatarSource(plain, { profileFallback: true })).toEqual({
    kind: 'generated',
    seed: 'ada_l',
    style: 'bottts',
  });
  expect(avatarSource({ ...plain, avatarSeed: 'x' })).toEqual({ kind: 'generated', seed: 'x', style: 'personas' });
});
