import { renderHook, waitFor } from '@testing-library/react';
import { useRevealInSteps } from './useRevealInSteps';

const items = Array.from({ length: 12 }, (_, index) => ({ id: index + 1 }));

/** A new page load: no list shown yet. */
const newVisit = () => ({ listShown: false });

test('the first list of a visit shows its first entries, then the rest a few per frame', async () => {
  const visit = newVisit();
  const lengths = [];
  const { result, rerender } = renderHook(
    ({ list }) => {
      const answer = useRevealInSteps(list, { visit });
      if (answer.shown) lengths.push(answer.shown.length);
      return answer;
    },
    { initialProps: { list: undefined } },
  );
  expect(result.current).toEqual({ shown: undefined, complete: true });

  rerender({ list: items });
  expect(result.current.shown.map((item) => item.id)).toEqual([1, 2, 3]);
  expect(result.current.complete).toBe(false);

  await waitFor(() => expect(result.current.complete).toBe(true));
  expect(result.current.shown).toEqual(items);
  // 3, then 3 more per frame, never all at once.
  expect([...new Set(lengths)]).toEqual([3, 6, 9, 12]);
});

test('a later list (another page, Back to this one) shows whole at once', async () => {
  const visit = newVisit();
  const first = renderHook(() => useRevealInSteps(items, { visit }));
  await waitFor(() => expect(first.result.current.complete).toBe(true));
  first.unmount();

  const later = renderHook(() => useRevealInSteps(items, { visit }));
  expect(later.result.current).toEqual({ shown: items, complete: true });
});

test('a short first list is complete in its first render', () => {
  const { result } = renderHook(() => useRevealInSteps(items.slice(0, 2), { visit: newVisit() }));
  expect(result.current).toEqual({ shown: items.slice(0, 2), complete: true });
});
