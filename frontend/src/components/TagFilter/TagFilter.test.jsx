import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { FilterChips, TagFilter } from './TagFilter';

test('All is pressed when no tag is chosen; clicking a tag chooses it', async () => {
  const onChange = jest.fn();
  renderWithProviders(<TagFilter tags={['react', 'python']} selected={null} onChange={onChange} />);
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'python' }));
  expect(onChange).toHaveBeenCalledWith('python');
});

test('clicking the chosen tag or All clears the filter', async () => {
  const onChange = jest.fn();
  renderWithProviders(<TagFilter tags={['react', 'python']} selected="react" onChange={onChange} />);
  expect(screen.getByRole('button', { name: 'react' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(screen.getByRole('button', { name: 'react' }));
  await userEvent.click(screen.getByRole('button', { name: 'All' }));
  expect(onChange.mock.calls).toEqual([[null], [null]]);
});

test('a chosen tag that is not in the list still shows', () => {
  renderWithProviders(<TagFilter tags={['react']} selected="elixir" onChange={() => {}} />);
  expect(screen.getByRole('button', { name: 'elixir' })).toHaveAttribute('aria-pressed', 'true');
});

test('FilterChips presses the selected option and answers the clicked value, even the chosen one', async () => {
  const onChange = jest.fn();
  const options = [
    { value: null, label: 'Any' },
    { value: 'low', label: 'Low' },
  ];
  renderWithProviders(<FilterChips label="Price" options={options} selected="low" onChange={onChange} />);
  expect(screen.getByRole('group', { name: 'Price' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Low' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Low' }));
  await userEvent.click(screen.getByRole('button', { name: 'Any' }));
  expect(onChange.mock.calls).toEqual([['low'], [null]]);
});

test('past eight tags the rest wait behind More tags, and Fewer tags folds them back', async () => {
  const tags = Array.from({ length: 12 }, (_, index) => `tag${index}`);
  renderWithProviders(<TagFilter tags={tags} selected="tag10" onChange={() => {}} />);
  // The first eight, and the chosen one even though it is further down.
  expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(9); // All + tag0..tag7
  expect(screen.getByRole('button', { name: 'tag10' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.queryByRole('button', { name: 'tag9' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'More tags (3)' }));
  expect(screen.getByRole('button', { name: 'tag9' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Fewer tags' }));
  expect(screen.queryByRole('button', { name: 'tag11' })).not.toBeInTheDocument();
});
