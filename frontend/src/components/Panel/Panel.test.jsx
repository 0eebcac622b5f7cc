import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { LinkList, Panel } from './Panel';

test('a panel is a region named by its heading, with its link and rows of links', () => {
  renderWithProviders(
    <Panel title="Top Projects" link={<a href="/projects">View all</a>}>
      <LinkList
        items={[{ id: 3, to: '/projects/3', label: 'Pixel Garden', meta: '6 upvotes', leading: <span>A</span> }]}
      />
    </Panel>,
  );
  const panel = screen.getByRole('region', { name: 'Top Projects' });
  expect(within(panel).getByRole('heading', { level: 2, name: 'Top Projects' })).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/projects');
  expect(within(panel).getByRole('link', { name: 'Pixel Garden' })).toHaveAttribute('href', '/projects/3');
  expect(within(panel).getByText('6 upvotes')).toBeInTheDocument();
  expect(within(panel).getByText('A')).toBeInTheDocument();
});

test('list rows start at the panel edge: no bullet gutter before them', () => {
  renderWithProviders(
    <Panel title="Top Threads">
      <LinkList items={[{ id: 1, to: '/threads/1', label: 'asyncpg pool timeouts', meta: '9 views' }]} />
    </Panel>,
  );
  const list = within(screen.getByRole('region', { name: 'Top Threads' })).getByRole('list');
  expect(list).toHaveStyle({ paddingLeft: '0px', listStyle: 'none' });
});
