import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { LocationDisplay } from '../../testing/LocationDisplay';
import { renderWithProviders } from '../../testing/render';
import { CreateProjectPage } from './CreateProjectPage';
import { sampleProject } from './fixtures';

const member = { 'GET /api/auth/me': { body: sampleUser } };
const visitor = { 'GET /api/auth/me': { status: 401, body: { message: 'Not authenticated' } } };

function renderCreate() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/projects/new" element={<CreateProjectPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationDisplay />
    </>,
    { route: '/projects/new' },
  );
}

const png = (name) => new File([`fake ${name}`], name, { type: 'image/png' });

async function fillValid({ tags = '', demoUrl = '', repoUrl = '' } = {}) {
  await userEvent.type(await screen.findByLabelText('Title'), '  Pixel Garden  ');
  await userEvent.type(screen.getByLabelText('Description'), 'A garden that grows with every commit.');
  if (tags) await userEvent.type(screen.getByLabelText('Tags'), tags);
  if (demoUrl) await userEvent.type(screen.getByLabelText('Demo URL'), demoUrl);
  if (repoUrl) await userEvent.type(screen.getByLabelText('Repository URL'), repoUrl);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Project' }));

test("a visitor sees 'Login Required' with a Login button", async () => {
  mockFetch(visitor);
  renderCreate();
  expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login?redirectTo=/projects/new');
});

test('the form has the spec labels and an image picker', async () => {
  mockFetch(member);
  renderCreate();
  for (const label of ['Title', 'Description', 'Tags', 'Images', 'Demo URL', 'Repository URL']) {
    expect(await screen.findByLabelText(label)).toBeInTheDocument();
  }
  expect(screen.getByLabelText('Images')).toHaveAttribute('type', 'file');
  expect(document.title).toBe('Add Project | DevNet - Developer Social Network');
});

test('short title and description give the spec messages; nothing is sent', async () => {
  const fetchMock = mockFetch(member);
  renderCreate();
  await userEvent.type(await screen.findByLabelText('Title'), 'Tiny');
  await userEvent.type(screen.getByLabelText('Description'), '   short   ');
  await submit();
  expect(screen.getByText('Title must be at least 5 characters')).toBeInTheDocument();
  expect(screen.getByText('Description must be at least 20 characters')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/projects')).toHaveLength(0);
});

test('long title and description give the spec messages', async () => {
  mockFetch(member);
  renderCreate();
  await userEvent.click(await screen.findByLabelText('Title'));
  await userEvent.paste('t'.repeat(101));
  await userEvent.click(screen.getByLabelText('Description'));
  await userEvent.paste('d'.repeat(5001));
  await submit();
  expect(screen.getByText('Title cannot exceed 100 characters')).toBeInTheDocument();
  expect(screen.getByText('Description cannot exceed 5000 characters')).toBeInTheDocument();
});

test('a valid project is sent with trimmed tags, image data and only filled links, then its page opens', async () => {
  const fetchMock = mockFetch({ ...member, 'POST /api/projects': { status: 201, body: { ...sampleProject, id: 12 } } });
  renderCreate();
  await fillValid({ tags: ' canvas, ,generative ,canvas,', repoUrl: ' https://github.com/me/garden ' });
  await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Images'), [png('a.png'), png('b.png')]);
  await waitFor(() => expect(screen.getAllByRole('img', { name: /^Image \d$/ })).toHaveLength(2));
  const alt = screen.getByLabelText('Alt text of image 1');
  expect(alt).toHaveAttribute('maxLength', '300');
  await userEvent.click(alt);
  await userEvent.paste(' Flowers made of pixels ');
  expect(screen.getByRole('img', { name: 'Flowers made of pixels' })).toBeInTheDocument();
  await submit();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/projects\/12$/));
  const [sent] = requestsTo(fetchMock, 'POST', '/api/projects');
  expect(sent).toEqual({
    title: 'Pixel Garden',
    description: 'A garden that grows with every commit.',
    tags: ['canvas', 'generative'],
    mediaUrls: [expect.stringMatching(/^data:image\/png;base64,/), expect.stringMatching(/^data:image\/png;base64,/)],
    mediaAlts: ['Flowers made of pixels', ''],
    repoUrl: 'https://github.com/me/garden',
  });
  expect('demoUrl' in sent).toBe(false);
  expect(screen.getByText('Project Created')).toBeInTheDocument();
});

test("a server failure toasts 'Error' and shows the field's message", async () => {
  mockFetch({
    ...member,
    'POST /api/projects': {
      status: 400,
      body: {
        message: 'Links must start with http:// or https://',
        errors: { demoUrl: ['Links must start with http:// or https://'] },
      },
    },
  });
  renderCreate();
  await fillValid({ demoUrl: 'garden.example.com' });
  await submit();
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Error');
  expect(toast).toHaveTextContent('Links must start with http:// or https://');
  expect(screen.getByLabelText('Demo URL')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: 'Create Project' })).toBeEnabled();
});

test('without a server message the failure toast uses the spec fallback', async () => {
  mockFetch({ ...member, 'POST /api/projects': { status: 500 } });
  renderCreate();
  await fillValid();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create project. Please try again.');
});

test("a lapsed session gets 'Authentication Required' and goes to log in", async () => {
  mockFetch({ ...member, 'POST /api/projects': { status: 401, body: { message: 'Not authenticated' } } });
  renderCreate();
  await fillValid();
  await submit();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/login$/));
  expect(screen.getByRole('alert')).toHaveTextContent('Please log in to create a project.');
});
