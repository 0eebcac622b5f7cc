import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { LocationDisplay } from '../../testing/LocationDisplay';
import { renderWithProviders } from '../../testing/render';
import { EditProfilePage } from './EditProfilePage';
import { ada, SKILL_CATALOGUE } from './fixtures';

function renderEdit() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/profile/edit" element={<EditProfilePage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationDisplay />
    </>,
    { route: '/profile/edit' },
  );
}

const member = (overrides = {}) => ({
  'GET /api/auth/me': { body: ada },
  'GET /api/skills': { body: SKILL_CATALOGUE },
  'PATCH /api/auth/profile': ({ body }) => ({ body: { ...ada, ...body } }),
  ...overrides,
});

test("a visitor sees 'Access Denied' / 'Please login to edit your profile' with a Log in link back", async () => {
  mockFetch({ 'GET /api/auth/me': { status: 401 } });
  renderEdit();
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  expect(screen.getByText('Please login to edit your profile')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirectTo=/profile/edit');
});

test('the form is prefilled; Update Profile sends the changes and returns to /profile', async () => {
  const user = userEvent.setup({ delay: null });
  const fetchMock = mockFetch(member());
  renderEdit();
  const name = await screen.findByLabelText('Display name');
  expect(name).toHaveValue('Ada Lovelace');
  expect(screen.getByLabelText('Hourly rate (USD)')).toHaveValue(85);
  expect(screen.getByText('2/10 skills added')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Check this to appear in the developers directory and allow others to contact you for work opportunities.',
    ),
  ).toBeInTheDocument();

  await user.clear(name);
  await user.click(name);
  await user.paste('  Countess Ada ');
  await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'rus{Enter}');
  await user.clear(screen.getByLabelText('Hourly rate (USD)'));
  await user.click(screen.getByLabelText('Hourly rate (USD)'));
  await user.paste('120.5');
  await user.click(screen.getByLabelText('Available for work'));
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/));
  expect(requestsTo(fetchMock, 'PATCH', '/api/auth/profile')).toEqual([
    {
      displayName: 'Countess Ada',
      bio: ada.bio,
      skills: ['Python', 'React', 'Rust'],
      hourlyRate: 120.5,
      isAvailableForWork: false,
      messagesFrom: 'everyone',
    },
  ]);
  expect(screen.getByText('Profile updated')).toBeInTheDocument();
}, 30_000);

test("'Who can send you direct messages' shows the member's setting and Update Profile sends the choice", async () => {
  const user = userEvent.setup({ delay: null });
  const fetchMock = mockFetch(member());
  renderEdit();
  const group = await screen.findByRole('group', { name: 'Who can send you direct messages' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Everyone' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Friends only' })).not.toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'Friends only' }));
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', '/api/auth/profile')).toHaveLength(1));
  expect(requestsTo(fetchMock, 'PATCH', '/api/auth/profile')[0].messagesFrom).toBe('friends');
});

test("a member who chose 'Friends only' sees it chosen and can open up to everyone again", async () => {
  const user = userEvent.setup({ delay: null });
  const fetchMock = mockFetch(member({ 'GET /api/auth/me': { body: { ...ada, messagesFrom: 'friends' } } }));
  renderEdit();
  expect(await screen.findByRole('radio', { name: 'Friends only' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'Everyone' }));
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', '/api/auth/profile')).toHaveLength(1));
  expect(requestsTo(fetchMock, 'PATCH', '/api/auth/profile')[0].messagesFrom).toBe('everyone');
});

test("the spec's messages show for a missing name and a negative rate; a cleared rate is sent as null", async () => {
  const fetchMock = mockFetch(member());
  renderEdit();
  const name = await screen.findByLabelText('Display name');
  await userEvent.clear(name);
  await userEvent.clear(screen.getByLabelText('Hourly rate (USD)'));
  await userEvent.type(screen.getByLabelText('Hourly rate (USD)'), '-5');
  await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(screen.getByText('Display name is required')).toBeInTheDocument();
  expect(screen.getByText('Hourly rate must be positive')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'PATCH', '/api/auth/profile')).toEqual([]);

  await userEvent.type(name, 'Ada');
  await userEvent.clear(screen.getByLabelText('Hourly rate (USD)'));
  await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
  await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', '/api/auth/profile')).toHaveLength(1));
  expect(requestsTo(fetchMock, 'PATCH', '/api/auth/profile')[0].hourlyRate).toBeNull();
});

test("a failed update shows 'Update failed' with the server's message", async () => {
  mockFetch(member({ 'PATCH /api/auth/profile': { status: 400, body: { message: 'Unknown skill: X' } } }));
  renderEdit();
  await screen.findByLabelText('Display name');
  await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByText('Update failed')).toBeInTheDocument();
  expect(screen.getAllByText('Unknown skill: X').length).toBeGreaterThan(0);
});

test('the picker offers the seven styles and saves a choice at once', async () => {
  const fetchMock = mockFetch(member());
  renderEdit();
  const group = await screen.findByRole('radiogroup', { name: 'Generated avatar' });
  const styles = ['Personas', 'Avataaars', 'Bottts', 'Micah', 'Miniavs', 'Open Peeps', 'Pixel Art'];
  expect(
    within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-label')),
  ).toEqual(styles);
  expect(screen.getByRole('radio', { name: 'Bottts' })).toHaveAttribute('aria-checked', 'true');
  expect(group).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: 'Micah' }));
  expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'PATCH', '/api/auth/profile')).toEqual([
    { avatarSeed: 'ada-seed', avatarStyle: 'micah' },
  ]);
});

test("a refused avatar says 'Avatar update failed'", async () => {
  mockFetch(member({ 'PATCH /api/auth/profile': { status: 500, body: {} } }));
  renderEdit();
  await userEvent.click(await screen.findByRole('radio', { name: 'Micah' }));
  expect(await screen.findByText('Avatar update failed')).toBeInTheDocument();
  expect(screen.getByText('Failed to update avatar. Please try again.')).toBeInTheDocument();
});

test("a refused photo says 'Photo upload failed' with the server's message", async () => {
  mockFetch(
    member({
      'PATCH /api/auth/profile': { status: 400, body: { message: 'Please upload an image smaller than 5MB' } },
    }),
  );
  renderEdit();
  await screen.findByRole('radiogroup', { name: 'Generated avatar' });
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText(/Upload a photo/), file);
  expect(await screen.findByText('Photo upload failed')).toBeInTheDocument();
  expect(screen.getAllByText('Please upload an image smaller than 5MB').length).toBeGreaterThan(0);
});

test('arrow keys move between the avatar styles', async () => {
  mockFetch(member());
  renderEdit();
  const first = await screen.findByRole('radio', { name: 'Personas' });
  first.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'Avataaars' })).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByRole('radio', { name: 'Pixel Art' })).toHaveFocus();
});
