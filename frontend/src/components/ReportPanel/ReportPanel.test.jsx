import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { ReportPanel } from './ReportPanel';

test('asks for a reason and sends the chosen one', async () => {
  const onSubmit = jest.fn();
  renderWithProviders(<ReportPanel what="project" onSubmit={onSubmit} onCancel={() => {}} />);
  expect(screen.getByRole('heading', { name: 'Report this project' })).toBeInTheDocument();
  expect(screen.getByLabelText('Reason')).toHaveFocus();
  await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Off-topic');
  await userEvent.click(screen.getByRole('button', { name: 'Send Report' }));
  expect(onSubmit).toHaveBeenCalledWith('Off-topic');
});

test('Cancel and Escape close it; Send is disabled while sending', async () => {
  const onCancel = jest.fn();
  renderWithProviders(<ReportPanel onSubmit={() => {}} onCancel={onCancel} sending />);
  expect(screen.getByRole('button', { name: 'Send Report' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await userEvent.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(2);
});
