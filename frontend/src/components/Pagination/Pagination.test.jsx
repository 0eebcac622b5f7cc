import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCursorPages } from '../../api/pagination';
import { renderWithProviders } from '../../testing/render';
import { Pagination } from './Pagination';

test('Previous is disabled on page 1 and Next without a next page', () => {
  renderWithProviders(<Pagination page={1} hasPrevious={false} hasNext={false} onPrevious={() => {}} onNext={() => {}} />);
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

test('the cursor stack: Next pushes the given cursor, Previous pops back to page 1', () => {
  const { result, rerender } = renderHook(({ scope }) => useCursorPages(scope), { initialProps: { scope: 'a' } });
  expect(result.current).toMatchObject({ cursor: null, page: 1, hasPrevious: false });
  act(() => result.current.next('c2'));
  expect(result.current).toMatchObject({ cursor: 'c2', page: 2, hasPrevious: true });
  act(() => result.current.next('c3'));
  expect(result.current).toMatchObject({ cursor: 'c3', page: 3 });
  act(() => result.current.previous());
  expect(result.current).toMatchObject({ cursor: 'c2', page: 2 });
  act(() => result.current.previous());
  expect(result.current).toMatchObject({ cursor: null, page: 1, hasPrevious: false });
  act(() => result.current.next('c2'));
  rerender({ scope: 'b' });
  expect(result.current).toMatchObject({ cursor: null, page: 1 });
});
