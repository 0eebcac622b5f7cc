import { ContentList } from './ContentList';

const notes = [
  { id: 1, title: 'First note' },
  { id: 2, title: 'Second note' },
];

const text = {
  intro: 'Short notes from the team.',
  description: 'Notes on DevNet.',
  searchLabel: 'Search notes',
  listLabel: 'Notes',
  pagesLabel: 'Note pages',
  loading: 'Loading notes...',
  loadError: 'The notes could not be loaded.',
  emptyTitle: 'No notes found',
  emptyHint: 'Be the first to write one.',
};

const answering = (answer) => () => answer;

export default {
  title: 'Components/ContentList',
  tags: ['autodocs'],
  component: ContentList,
  args: {
    title: 'Notes',
    path: '/notes',
    text,
    action: { to: '/notes/new', label: 'New Note' },
    emptyAction: { to: '/notes/new', label: 'Write a Note' },
    sorts: ['latest', 'popular'],
    defaultSort: 'latest',
    useItems: answering({ items: notes, nextCursor: 'next', error: undefined, isLoading: false }),
    useTags: answering({ tags: ['react', 'python'] }),
    renderItem: (note) => <strong>{note.title}</strong>,
  },
  parameters: { route: '/notes' },
};

export const List = {};
export const Grid = { args: { layout: 'grid', size: 'wide' } };
export const Empty = { args: { useItems: answering({ items: [], nextCursor: null, isLoading: false }) } };
export const Loading = { args: { useItems: answering({ items: undefined, nextCursor: null, isLoading: true }) } };
export const Failed = {
  args: { useItems: answering({ items: undefined, nextCursor: null, error: new Error('down'), isLoading: false }) },
};
