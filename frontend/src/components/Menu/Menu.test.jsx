import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../app/AppProviders';
import { Menu, MenuOrStandIn } from './Menu';
import { MenuPopup } from './MenuPopup';

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

test('the menu opens from the keyboard on its first item, arrows move, Escape closes and returns the focus', async () => {
  setup();
  const trigger = screen.getByRole('button', { name: 'Account menu' });
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menu', { name: 'Account menu' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  await userEvent.keyboard('{End}{Home}');
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await waitFor(() => expect(trigger).toHaveFocus());
});

test('a click opens it; choosing an action closes the menu and runs it', async () => {
  const onSelect = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  expect(onSelect).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

function OpensAField() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Menu ariaLabel="Thread actions" items={[{ label: 'Report', onSelect: () => setOpen(true) }]}>
        ...
      </Menu>
      {/* A form that takes the focus as it opens, as the report form does: the menu must not take it back. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      {open && <input aria-label="Reason" autoFocus />}
    </>
  );
}

test('an action that puts the focus in a field it opened keeps it there', async () => {
  renderWithProviders(<OpensAField />);
  screen.getByRole('button', { name: 'Thread actions' }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await new Promise((resolve) => setTimeout(resolve, 20)); // Radix hands the focus back after a tick
  expect(screen.getByLabelText('Reason')).toHaveFocus();
});

test('before the menu code arrives the trigger is drawn; a key pressed on it opens the menu once it is here', async () => {
  const items = [
    { label: 'Profile', to: '/profile' },
    { label: 'Logout', onSelect: () => {} },
  ];
  const { rerender } = renderWithProviders(
    <MenuOrStandIn popup={null} ariaLabel="Account menu" items={items}>
      A
    </MenuOrStandIn>,
  );
  const standIn = screen.getByRole('button', { name: 'Account menu' });
  expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
  act(() => standIn.focus());
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  rerender(
    <AppProviders swr={{ provider: () => new Map() }} themePreference="dark" persistTheme={false}>
      <MemoryRouter>
        <MenuOrStandIn popup={MenuPopup} ariaLabel="Account menu" items={items}>
          A
        </MenuOrStandIn>
      </MemoryRouter>
    </AppProviders>,
  );
  expect(screen.getByRole('menu', { name: 'Account menu' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
});
