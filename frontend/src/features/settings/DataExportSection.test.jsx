import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, requestsTo } from '../../testing/fetchMock';
import { sampleUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { DataExportSection, exportNotice, fileSize } from './DataExportSection';
import { downloadedExport, failedExport, noExport, pendingExport, readyExport } from './fixtures';

function serve(state, overrides = {}) {
  return mockFetch({ 'GET /api/auth/me': { body: sampleUser }, 'GET /api/me/export': { body: state }, ...overrides });
}

test('requesting an export shows it being prepared', async () => {
  const fetchMock = serve(noExport, { 'POST /api/me/export': { status: 202, body: pendingExport } });
  renderWithProviders(<DataExportSection />);
  await userEvent.click(await screen.findByRole('button', { name: 'Request my data' }));
  expect(await screen.findByRole('button', { name: 'Preparing...' })).toBeDisabled();
  expect(screen.getAllByText(exportNotice(pendingExport)).length).toBeGreaterThan(0);
  expect(requestsTo(fetchMock, 'POST', '/api/me/export')).toHaveLength(1);
});

test('a ready export offers a one-time download link with its size and expiry', async () => {
  serve(readyExport);
  renderWithProviders(<DataExportSection />);
  const link = await screen.findByRole('link', { name: 'Download my data' });
  expect(link).toHaveAttribute('href', '/api/me/export/download');
  expect(link).toHaveAttribute('download');
  expect(screen.getByText(/2\.4 MB/)).toHaveTextContent('It can be downloaded once, until Dec 1, 2026');
  link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot download
  await userEvent.click(link);
  expect(await screen.findByText(exportNotice(downloadedExport))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Request a new export' })).toBeEnabled();
});

test('a failed export says so and offers a new one', async () => {
  serve(failedExport);
  renderWithProviders(<DataExportSection />);
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be prepared');
  expect(screen.getByRole('button', { name: 'Request a new export' })).toBeInTheDocument();
});

test("a refused request shows the server's message", async () => {
  serve(noExport, {
    'POST /api/me/export': {
      status: 429,
      body: { message: 'You can request your data 3 times a day. Please try again later.' },
    },
  });
  renderWithProviders(<DataExportSection />);
  await userEvent.click(await screen.findByRole('button', { name: 'Request my data' }));
  expect(
    await screen.findByText('You can request your data 3 times a day. Please try again later.'),
  ).toBeInTheDocument();
});

test('sizes read in KB or MB', () => {
  expect(fileSize(300)).toBe('1 KB');
  expect(fileSize(310 * 1024)).toBe('310 KB');
  expect(fileSize(2_516_582)).toBe('2.4 MB');
});
