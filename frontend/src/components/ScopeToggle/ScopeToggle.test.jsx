import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { ScopeToggle } from './ScopeToggle';

const options = [
  { value: 'all', label: 'All' },
  { value: 'following', label: 'Following' },
];

test('the chosen scope is pressed and a click chooses another', async () => {
  const onChange = jest.fn();
  renderWithProviders(<ScopeToggle label="Which threads" options={options} value="all" onChange={onChange} />);
  const group = screen.getByRole('group', { name: 'Which threads' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(screen.getByRole('button', { name: 'Following' }));
  expect(onChange).toHaveBeenCalledWith('following');
});
