import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { Checkbox } from './Checkbox';

test('clicking the label toggles the checkbox', async () => {
  renderWithProviders(<Checkbox label="Remember me" />);
  await userEvent.click(screen.getByText('Remember me'));
  expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
});
