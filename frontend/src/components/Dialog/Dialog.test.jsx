import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render';
import { ConfirmDialog, Dialog } from './Dialog';

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Contact Ada">
        <label htmlFor="subject">Subject</label>
        <input id="subject" />
      </Dialog>
    </>
  );
}

test('opens named by its title with the focus inside, and Escape closes it and returns the focus', async () => {
  renderWithProviders(<Demo />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await userEvent.click(opener);
  expect(screen.getByRole('dialog', { name: 'Contact Ada' })).toBeInTheDocument();
  expect(screen.getByLabelText('Subject')).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('the Close button closes it and Tab stays inside', async () => {
  renderWithProviders(<Demo />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByLabelText('Subject')).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

function ConfirmHarness({ onConfirm }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ConfirmDialog
        open={open}
        title="Delete conversation"
        description="Really?"
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

test('a confirm dialog is named, takes the focus, keeps Tab inside, and Escape returns the focus', async () => {
  renderWithProviders(<ConfirmHarness onConfirm={() => {}} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await userEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Delete conversation' });
  expect(dialog).toHaveAccessibleDescription('Really?');
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('the confirm button calls onConfirm', async () => {
  const onConfirm = jest.fn();
  renderWithProviders(<ConfirmHarness onConfirm={onConfirm} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});
