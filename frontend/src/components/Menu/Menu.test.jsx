import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { Menu } from './Menu';

function setup(onSelect = jest.fn()) {
  renderWithProviders(
    <Menu
      ariaLabel="Account menu"
      items={[
        { label: 'Profile', to: '/profile' },
        { label: 'Logout', onSelect },
      ]}
    >
      A
    </Menu>,
  );
  return onSelect;
}

test('the menu opens on click, focuses its first item and closes on Escape', async () => {
  setup();
  const trigger = screen.getByRole('button', { name: 'Account menu' });
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await userEvent.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

test('choosing an action closes the menu and runs it', async () => {
  const onSelect = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  expect(onSelect).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});
