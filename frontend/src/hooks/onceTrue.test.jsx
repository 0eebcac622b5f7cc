import { act, renderHook } from '@testing-library/react';
import { onceTrue } from './onceTrue';

test('every reader turns true together when the fact is marked, and stays true', () => {
  const fact = onceTrue();
  const first = renderHook(() => fact.use());
  const second = renderHook(() => fact.use());
  expect([first.result.current, second.result.current]).toEqual([false, false]);
  act(() => fact.mark());
  expect([first.result.current, second.result.current]).toEqual([true, true]);
  act(() => fact.mark()); // marking again changes nothing
  expect(renderHook(() => fact.use()).result.current).toBe(true);
});

test('onRead runs while a reader waits for the fact, not once it holds', () => {
  const reads = [];
  const fact = onceTrue(() => reads.push('read'));
  renderHook(() => fact.use());
  expect(reads.length).toBeGreaterThan(0);
  const before = reads.length;
  act(() => fact.mark());
  renderHook(() => fact.use());
  expect(reads.length).toBe(before);
});
