import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render';
import { Dialog } from './Dialog';

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
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
