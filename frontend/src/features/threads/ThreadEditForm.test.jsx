import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { renderWithProviders } from '../../testing/render';
import { sampleThread } from './fixtures';
import { ThreadEditForm } from './ThreadEditForm';

test('the edit starts from the thread, checks the create rules and saves with PATCH', async () => {
  const fetchMock = mockFetch({
    'PATCH /api/threads/42': ({ body }) => ({
      status: 200,
      body: { ...sampleThread, ...body, editedAt: '2025-03-01T09:00:00.000Z' },
    }),
  });
  const onDone = jest.fn();
  renderWithProviders(<ThreadEditForm thread={sampleThread} onDone={onDone} onCancel={jest.fn()} />);
  expect(screen.getByLabelText('Title')).toHaveValue(sampleThread.title);
  expect(screen.getByLabelText('Tags')).toHaveValue('react, swr, architecture, testing, hooks');
  const title = screen.getByLabelText('Title');
  await userEvent.clear(title);
  await userEvent.type(title, 'Four');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Title must be at least 5 characters')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'PATCH', '/api/threads/42')).toEqual([]);
  await userEvent.type(title, ' good ways');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Thread updated')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'PATCH', '/api/threads/42')).toEqual([
    { title: 'Four good ways', body: sampleThread.body, tags: sampleThread.tags },
  ]);
  expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ title: 'Four good ways' }));
});
