import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../testing/fetchMock';
import { LocationDisplay } from '../../testing/LocationDisplay';
import { renderWithProviders } from '../../testing/render';
import { poolResults } from '../../testing/searchFixtures';
import { SearchBox, searchCombobox } from './SearchBox';

beforeAll(() => searchCombobox.start());

function renderBox() {
  return renderWithProviders(
    <>
      <SearchBox />
      <LocationDisplay />
      <input aria-label="Another field" />
    </>,
  );
}

test('/ focuses the search box, but not while typing in another field', async () => {
  renderBox();
  const box = await screen.findByRole('combobox', { name: 'Search DevNet' });
  await userEvent.keyboard('/');
  expect(box).toHaveFocus();
  expect(box).toHaveValue('');
  const other = screen.getByRole('textbox', { name: 'Another field' });
  await userEvent.type(other, 'a/b');
  expect(other).toHaveFocus();
  expect(other).toHaveValue('a/b');
});

test('typing shows the top hits by type; choosing one opens it', async () => {
  mockFetch({ 'GET /api/search?q=pool+timeout&limit=8': { body: poolResults } });
  renderBox();
  const box = await screen.findByRole('combobox', { name: 'Search DevNet' });
  await userEvent.type(box, 'pool timeout');
  const option = await screen.findByRole('option', { name: /asyncpg pool timeouts under load/ });
  expect(screen.getByRole('group', { name: 'Threads' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'People' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'See all results for “pool timeout”' })).toBeInTheDocument();
  await userEvent.click(option);
  expect(screen.getByTestId('location')).toHaveTextContent('/threads/1');
});

test('Enter with nothing highlighted opens the search page', async () => {
  mockFetch({ 'GET /api/search?q=pool&limit=8': { body: poolResults } });
  renderBox();
  const box = await screen.findByRole('combobox', { name: 'Search DevNet' });
  await userEvent.type(box, 'pool{Enter}');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search?q=pool'));
});

test('arrow keys move through the hits and Enter opens the highlighted one', async () => {
  mockFetch({ 'GET /api/search?q=pool&limit=8': { body: poolResults } });
  renderBox();
  const box = await screen.findByRole('combobox', { name: 'Search DevNet' });
  await userEvent.type(box, 'pool');
  await screen.findByRole('option', { name: /poolwatch/ });
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/projects/4');
});
