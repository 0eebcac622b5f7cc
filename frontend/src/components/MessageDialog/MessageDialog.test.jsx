import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { grace } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { MessageDialog } from './MessageDialog';

const schema = z.object({
  subject: z.string().check(z.maxLength(100, 'Subject too long')),
  message: z.string().check(z.minLength(1, 'Message is required')),
});

const props = {
  to: grace,
  open: true,
  title: 'Write',
  schema,
  success: { title: 'Sent it' },
};

test('checks the form, sends the trimmed message with the fallback subject, toasts and closes', async () => {
  const fetchMock = mockFetch({ 'POST /api/messages': { status: 201, body: { id: 1 } } });
  const onClose = jest.fn();
  renderWithProviders(<MessageDialog {...props} onClose={onClose} fallbackSubject="Hello" rate="$85.00/hr" />);
  expect(screen.getByText('$85.00/hr')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(screen.getByText('Message is required')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Message'), '  Hi  ');
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Sent it')).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'POST', '/api/messages')).toEqual([
    { toUserId: grace.id, message: 'Hi', subject: 'Hello' },
  ]);
  expect(onClose).toHaveBeenCalled();
});

test('starts with the initial subject; a failure shows the fallback text', async () => {
  mockFetch({ 'POST /api/messages': { status: 500, body: '' } });
  renderWithProviders(<MessageDialog {...props} onClose={() => {}} initialSubject="Work" failure="Could not send" />);
  expect(screen.getByLabelText('Subject')).toHaveValue('Work');
  await userEvent.type(screen.getByLabelText('Message'), 'Hi');
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  await waitFor(() => expect(screen.getAllByText(/Could not send|500/).length).toBeGreaterThan(0));
});
