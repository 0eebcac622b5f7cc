import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { VersionList } from './VersionHistory';

const now = new Date('2025-03-01T12:00:00.000Z');

test('earlier versions show their title, text, tags and when they were replaced', () => {
  renderWithProviders(
    <VersionList
      now={now}
      versions={[
        {
          id: 1,
          title: 'Old title',
          body: 'Old body',
          tags: ['react'],
          mediaUrls: [],
          writtenAt: '2025-03-01T08:00:00.000Z',
          replacedAt: '2025-03-01T10:00:00.000Z',
        },
      ]}
    />,
  );
  const list = screen.getByRole('list', { name: 'Earlier versions' });
  expect(list).toHaveTextContent('Old title');
  expect(list).toHaveTextContent('Old body');
  expect(list).toHaveTextContent('replaced about 2 hours ago');
});

test('a never-edited item says so', () => {
  renderWithProviders(<VersionList versions={[]} now={now} />);
  expect(screen.getByText('No earlier versions: this was never edited.')).toBeInTheDocument();
});
