import { renderHook, waitFor } from '@testing-library/react';
import { useAfterFirstPaint } from './useAfterFirstPaint';

// One module per test file: the page's first paint happens once, so the tests run in this order.

test('a first screen is drawn before its secondary lists are asked for, then they are asked for', async () => {
  const seen = [];
  const { result } = renderHook(() => {
    const painted = useAfterFirstPaint();
    seen.push(painted);
    return painted;
  });
  expect(result.current).toBe(false); // the first render: nothing secondary asked for yet
  await waitFor(() => expect(result.current).toBe(true));
  expect(seen[0]).toBe(false);
});

test('once painted, a part mounted later asks for its lists at once', () => {
  const { result } = renderHook(() => useAfterFirstPaint());
  expect(result.current).toBe(true);
});
