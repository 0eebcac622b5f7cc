import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../testing/fetchMock';
import { renderWithProviders } from '../testing/render';
import { useThreadForm } from './useThreadForm';

function QuickForm({ onCreated }) {
  const { form, onSubmit } = useThreadForm(onCreated);
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Thread">
      <label>
        Title <input {...form.field('title')} />
      </label>
      <label>
        Content <textarea {...form.field('body')} />
      </label>
      <label>
        Tags <input {...form.field('tags')} />
      </label>
      {form.errors.body && <p>{form.errors.body}</p>}
      <button type="submit">Post</button>
    </form>
  );
}

test('checks the rules, posts the trimmed thread with parsed tags, toasts and hands over the form', async () => {
  const fetchMock = mockFetch({ 'POST /api/threads': ({ body }) => ({ status: 201, body: { id: 5, ...body } }) });
  const onCreated = jest.fn((form) => form.reset());
  renderWithProviders(<QuickForm onCreated={onCreated} />);
  await userEvent.type(screen.getByLabelText('Title'), '  Tabs or spaces?  ');
  await userEvent.type(screen.getByLabelText('Content'), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  expect(await screen.findByText('Content must be at least 20 characters')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Content'), ' but now it is long enough');
  await userEvent.type(screen.getByLabelText('Tags'), 'react, css');
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  expect(await screen.findByText('Thread created!')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/threads')).toEqual([
    { title: 'Tabs or spaces?', body: 'short but now it is long enough', tags: ['react', 'css'] },
  ]);
  await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
  expect(onCreated).toHaveBeenCalledTimes(1);
});

test("a refused thread toasts 'Failed to create thread' with the server's message", async () => {
  mockFetch({ 'POST /api/threads': { status: 400, body: { message: 'Title taken' } } });
  renderWithProviders(<QuickForm onCreated={() => {}} />);
  await userEvent.type(screen.getByLabelText('Title'), 'Tabs or spaces?');
  await userEvent.type(screen.getByLabelText('Content'), 'A question long enough to pass the rules.');
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  expect(await screen.findByText('Failed to create thread')).toBeInTheDocument();
  expect(screen.getByText('Title taken')).toBeInTheDocument();
});
