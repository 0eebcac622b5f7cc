import { sampleUser } from '../../testing/fixtures';

const author = { ...sampleUser, id: 9, username: 'grace_h', displayName: 'Grace Hopper' };

export const sampleFolders = [
  { id: 1, name: 'Rust reading', createdAt: '2026-11-20T10:00:00.000Z' },
  { id: 2, name: 'Later', createdAt: '2026-11-21T10:00:00.000Z' },
];

export const sampleBookmarks = [
  {
    id: 3,
    kind: 'post',
    itemId: 101,
    folderId: 1,
    title: null,
    excerpt: 'Shipped the #rust rewrite of our parser today: 4x faster and no more segfaults.',
    user: author,
    itemCreatedAt: '2026-11-25T09:00:00.000Z',
    createdAt: '2026-11-26T09:00:00.000Z',
  },
  {
    id: 2,
    kind: 'project',
    itemId: 12,
    folderId: null,
    title: 'Pixel editor',
    excerpt: 'A tiny pixel editor in the browser, with layers and an undo history.',
    user: author,
    itemCreatedAt: '2026-11-22T09:00:00.000Z',
    createdAt: '2026-11-25T09:00:00.000Z',
  },
  {
    id: 1,
    kind: 'thread',
    itemId: 42,
    folderId: 1,
    title: 'How do lifetimes work with async closures?',
    excerpt:
      'I keep hitting "borrowed value does not live long enough" when I move a reference into an async block. What is the idiomatic way around it?',
    user: author,
    itemCreatedAt: '2026-11-20T09:00:00.000Z',
    createdAt: '2026-11-24T09:00:00.000Z',
  },
];
