import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { LocationDisplay } from '../../testing/LocationDisplay';
import { renderWithProviders } from '../../testing/render';
import { CreateThreadPage } from './CreateThreadPage';
import { ThreadListPage } from './ThreadListPage';
import { sampleThread } from './fixtures';

function renderForm() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/threads/new" element={<CreateThreadPage />} />
        <Route path="/threads" element={<p>thread list</p>} />
      </Routes>
      <LocationDisplay />
    </>,
    { route: '/threads/new' },
  );
}

async function fill({ title, body, tags }) {
  if (title !== undefined) await userEvent.type(screen.getByLabelText('Title'), title);
  if (body !== undefined) await userEvent.type(screen.getByLabelText('Content'), body);
  if (tags !== undefined) await userEvent.type(screen.getByLabelText('Tags'), tags);
  await userEvent.click(screen.getByRole('button', { name: 'Create Thread' }));
}

const member = { 'GET /api/auth/me': { body: sampleUser } };

test('the form has a breadcrumb and the spec labels', () => {
  mockFetch(member);
  renderForm();
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Discussions' })).toHaveAttribute('href', '/threads');
  expect(document.title).toBe('New Discussion | DevNet - Developer Social Network');
});

test('too short title and content give the spec messages and nothing is sent', async () => {
  const fetchMock = mockFetch(member);
  renderForm();
  await fill({ title: 'Hey ', body: '  too short   ' });
  expect(screen.getByText('Title must be at least 5 characters')).toBeInTheDocument();
  expect(screen.getByText('Content must be at least 20 characters')).toBeInTheDocument();
  expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  expect(requestsTo(fetchMock, 'POST', '/api/threads')).toHaveLength(0);
});

test('too long title and content give the spec messages', async () => {
  mockFetch(member);
  renderForm();
  // Typing 10,000 characters key by key is slow; paste them.
  await userEvent.click(screen.getByLabelText('Title'));
  await userEvent.paste('t'.repeat(101));
  await userEvent.click(screen.getByLabelText('Content'));
  await userEvent.paste('c'.repeat(10001));
  await userEvent.click(screen.getByRole('button', { name: 'Create Thread' }));
  expect(screen.getByText('Title cannot exceed 100 characters')).toBeInTheDocument();
  expect(screen.getByText('Content cannot exceed 10000 characters')).toBeInTheDocument();
});

test('a valid thread is sent trimmed with clean tags, then a toast and /threads', async () => {
  const fetchMock = mockFetch({ ...member, 'POST /api/threads': { status: 201, body: sampleThread } });
  renderForm();
  await fill({
    title: '  Testing SWR hooks  ',
    body: 'How do you test hooks that fetch data?',
    tags: ' react, ,swr ,  testing,',
  });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/threads$/));
  expect(requestsTo(fetchMock, 'POST', '/api/threads')).toEqual([
    { title: 'Testing SWR hooks', body: 'How do you test hooks that fetch data?', tags: ['react', 'swr', 'testing'] },
  ]);
  expect(screen.getByText('Thread created!')).toBeInTheDocument();
  expect(screen.getByText('Your thread has been published successfully.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View thread' })).toHaveAttribute('href', `/threads/${sampleThread.id}`);
});

test("the toast's View thread link opens the new thread, and the list shows it on top as 'Your new thread'", async () => {
  mockFetch({
    ...member,
    'POST /api/threads': { status: 201, body: sampleThread },
    'GET /api/threads': { body: [] },
    'GET /api/threads/tags': { body: [] },
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/threads/new" element={<CreateThreadPage />} />
        <Route path="/threads" element={<ThreadListPage />} />
        <Route path="/threads/:id" element={<p>thread page</p>} />
      </Routes>
      <LocationDisplay />
    </>,
    { route: '/threads/new' },
  );
  await fill({ title: 'Testing SWR hooks', body: 'How do you test hooks that fetch data?', tags: 'swr' });
  const fresh = await screen.findByRole('region', { name: 'Your new thread' });
  expect(fresh).toHaveTextContent(sampleThread.title);
  fireEvent.click(screen.getByRole('link', { name: 'View thread' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/threads/${sampleThread.id}`));
  expect(screen.getByText('thread page')).toBeInTheDocument();
});

test("a failure toasts 'Failed to create thread' with the server message and shows field errors", async () => {
  mockFetch({
    ...member,
    'POST /api/threads': {
      status: 400,
      body: { message: 'Maximum 10 tags allowed', errors: { tags: ['Maximum 10 tags allowed'] } },
    },
  });
  renderForm();
  await fill({ title: 'Valid title', body: 'A body that is long enough.', tags: 'a,b' });
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Failed to create thread');
  expect(toast).toHaveTextContent('Maximum 10 tags allowed');
  expect(screen.getByLabelText('Tags')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByTestId('location')).toHaveTextContent('/threads/new');
});

test('without a server message the failure toast uses the spec fallback', async () => {
  mockFetch({ ...member, 'POST /api/threads': { status: 502, body: '' } });
  renderForm();
  await fill({ title: 'Valid title', body: 'A body that is long enough.' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'An error occurred while creating your thread. Please try again.',
  );
  expect(screen.getByRole('button', { name: 'Create Thread' })).toBeEnabled();
});
