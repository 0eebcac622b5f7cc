import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { EngagementChart, linePath, niceMax } from './EngagementChart';
import { days } from './fixtures';

test('the chart draws one line per series from the daily figures, summarised for screen readers', () => {
  const series = days((index) => (index === 29 ? { profileViews: 4, contentViews: 2, likes: 1, comments: 3 } : {}));
  const { container } = renderWithProviders(<EngagementChart days={series} />);
  expect(
    screen.getByRole('img', {
      name: 'Engagement over time. Last 30 days: 4 profile views, 2 content views, 1 likes, 3 comments.',
    }),
  ).toBeInTheDocument();
  expect(container.querySelectorAll('path[data-series]')).toHaveLength(4);
  expect(screen.getByText('Profile views: 4 in the last 30 days')).toBeInTheDocument();
  expect(screen.getByText('10-22')).toBeInTheDocument(); // the first day's label (MM-DD)
  expect(screen.getByText('11-20')).toBeInTheDocument();
});

test('the axis maximum is round, and a line runs from the first day to the last', () => {
  expect([0, 1, 3, 7, 12, 99, 101].map(niceMax)).toEqual([1, 1, 5, 10, 20, 100, 200]);
  const two = [
    { date: '2026-11-19', likes: 0 },
    { date: '2026-11-20', likes: 2 },
  ];
  expect(linePath(two, 'likes', 2)).toBe('M36.0,192.0 L628.0,10.0');
});

test('the legend is a row of swatches with no bullets or gutter before it', () => {
  renderWithProviders(<EngagementChart days={days(() => ({}))} />);
  const legend = screen.getByText('Profile views: 0 in the last 30 days').closest('ul');
  expect(legend).toHaveStyle({ paddingLeft: '0px', listStyle: 'none' });
});
