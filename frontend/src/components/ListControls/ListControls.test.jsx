import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { LocationDisplay } from '../../testing/LocationDisplay';
import { renderWithProviders } from '../../testing/render';
import { ListControls, SEARCH_DELAY_MS } from './ListControls';
import { useListParams } from '../../hooks/useListParams';

const sorts = ['latest', 'popular', 'comments'];

afterEach(() => jest.useRealTimers());

test('the search applies after typing pauses, trimmed, and the sort at once', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onSearch = jest.fn();
  const onSort = jest.fn();
  renderWithProviders(
    <ListControls
      searchQuery=""
      onSearch={onSearch}
      sortBy="popular"
      sorts={sorts}
      onSort={onSort}
      searchLabel="Search discussions"
    />,
  );
  await user.type(screen.getByRole('searchbox', { name: 'Search discussions' }), ' hooks ');
  expect(onSearch).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
  expect(onSearch).toHaveBeenCalledWith('hooks');
  await user.selectOptions(screen.getByLabelText('Sort by'), 'latest');
  expect(onSort).toHaveBeenCalledWith('latest');
});

test('Enter applies the search without waiting', async () => {
  const onSearch = jest.fn();
  renderWithProviders(
    <ListControls searchQuery="" onSearch={onSearch} sortBy="latest" sorts={sorts} onSort={() => {}} />,
  );
  await userEvent.type(screen.getByRole('searchbox'), 'rust{Enter}');
  expect(onSearch).toHaveBeenCalledWith('rust');
});

function ParamsProbe() {
  const { sortBy, searchQuery, tag, update } = useListParams({ defaultSort: 'popular', sorts });
  return (
    <>
      <p>{`sort=${sortBy} q=${searchQuery} tag=${tag}`}</p>
      <button type="button" onClick={() => update({ sortBy: 'latest', tag: 'react' })}>
        change
      </button>
      <button type="button" onClick={() => update({ sortBy: 'popular', tag: null })}>
        reset
      </button>
      <LocationDisplay />
    </>
  );
}

test('list parameters live in the query string; defaults and empty values are left out', async () => {
  renderWithProviders(
    <Routes>
      <Route path="/threads" element={<ParamsProbe />} />
    </Routes>,
    { route: '/threads?searchQuery=swr&sortBy=bogus' },
  );
  expect(screen.getByText('sort=popular q=swr tag=null')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'change' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/threads?searchQuery=swr&sortBy=latest&tag=react');
  await userEvent.click(screen.getByRole('button', { name: 'reset' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/threads\?searchQuery=swr$/);
});
