import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationDisplay } from '../../testing/LocationDisplay';
import { renderWithProviders } from '../../testing/render';
import { ContentList } from './ContentList';

const text = {
  intro: 'Short notes.',
  description: 'Notes on DevNet.',
  searchLabel: 'Search notes',
  listLabel: 'Notes',
  pagesLabel: 'Note pages',
  loading: 'Loading notes...',
  loadError: 'The notes could not be loaded.',
  emptyTitle: 'No notes found',
  emptyHint: 'Be the first to write one.',
};

function renderList(answer, { route = '/notes', useItems = () => answer, useTags = () => ({ tags: ['react'] }) } = {}) {
  return renderWithProviders(
    <>
      <ContentList
        title="Notes"
        path="/notes"
        text={text}
        action={{ to: '/notes/new', label: 'New Note' }}
        emptyAction={{ to: '/notes/new', label: 'Write a Note' }}
        sorts={['latest', 'popular']}
        defaultSort="latest"
        useItems={useItems}
        useTags={useTags}
        renderItem={(note) => <span>{note.title}</span>}
      />
      <LocationDisplay />
    </>,
    { route },
  );
}

test('lists the items under the heading with the action link', () => {
  renderList({ items: [{ id: 1, title: 'First note' }], nextCursor: null, isLoading: false });
  expect(screen.getByRole('heading', { level: 1, name: 'Notes' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New Note' })).toHaveAttribute('href', '/notes/new');
  expect(screen.getByRole('list', { name: 'Notes' })).toHaveTextContent('First note');
});

test('an empty list invites the first post, or another search when filtered', () => {
  const empty = { items: [], nextCursor: null, isLoading: false };
  const { unmount } = renderList(empty);
  expect(screen.getByText('Be the first to write one.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Write a Note' })).toBeInTheDocument();
  unmount();
  renderList(empty, { route: '/notes?tag=react' });
  expect(screen.getByText('Try another search or tag.')).toBeInTheDocument();
});

test('shows loading, then the error when nothing could be loaded', () => {
  const { unmount } = renderList({ items: undefined, nextCursor: null, isLoading: true });
  expect(screen.getByText('Loading notes...')).toBeInTheDocument();
  unmount();
  renderList({ items: undefined, nextCursor: null, error: new Error('down'), isLoading: false });
  expect(screen.getByText('The notes could not be loaded.')).toBeInTheDocument();
});

test('the next page asks for the cursor the list answered', async () => {
  const useItems = jest.fn(() => ({ items: [{ id: 1, title: 'First note' }], nextCursor: 'abc', isLoading: false }));
  renderList(null, { useItems });
  await userEvent.click(screen.getByRole('button', { name: /next/i }));
  expect(useItems).toHaveBeenLastCalledWith({ sortBy: 'latest', searchQuery: '', tag: null, cursor: 'abc' });
});

test('the tag row and the list appear together, so neither pushes the other down', () => {
  const loaded = { items: [{ id: 1, title: 'First note' }], nextCursor: null, isLoading: false };
  const pending = { items: undefined, nextCursor: null, isLoading: true };
  let { unmount } = renderList(pending);
  expect(screen.getByText('Loading notes...')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /react/ })).not.toBeInTheDocument();
  unmount();
  ({ unmount } = renderList(loaded, { useTags: () => ({ tags: [], isLoading: true }) }));
  expect(screen.getByText('Loading notes...')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Notes' })).not.toBeInTheDocument();
  unmount();
  renderList(loaded);
  expect(screen.getByRole('button', { name: /react/ })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Notes' })).toHaveTextContent('First note');
});
