import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { Pagination } from './Pagination';

test('Previous is disabled on page 1 and Next without a next page', () => {
  renderWithProviders(
    <Pagination page={1} hasPrevious={false} hasNext={false} onPrevious={() => {}} onNext={() => {}} />,
  );
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(screen.getByText('Page 1')).toBeInTheDocument();
});

test('the buttons call back when enabled', async () => {
  const onPrevious = jest.fn();
  const onNext = jest.fn();
  renderWithProviders(<Pagination page={2} hasPrevious hasNext onPrevious={onPrevious} onNext={onNext} />);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(onNext).toHaveBeenCalledTimes(1);
  expect(onPrevious).toHaveBeenCalledTimes(1);
});
