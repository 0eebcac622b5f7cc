import { act, render, renderHook } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useListParams } from './useListParams';

const options = { defaultSort: 'latest', sorts: ['latest', 'popular'] };

/** The hook inside a data router at `route`; answers the hook's latest value and the router. */
function renderAt(route) {
  const seen = { current: null };
  function Probe() {
    seen.current = useListParams(options);
    return null;
  }
  const router = createMemoryRouter([{ path: '/threads', element: <Probe /> }], { initialEntries: [route] });
  render(<RouterProvider router={router} />);
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { seen, router, where };
}

test('the page is the trail of cursors in the URL: Next pushes one, Previous drops the last', async () => {
  const { seen, router, where } = renderAt('/threads?sortBy=popular');
  expect(seen.current).toMatchObject({ sortBy: 'popular', cursor: null, page: 1, hasPrevious: false });

  await act(() => seen.current.next('A'));
  await act(() => seen.current.next('B'));
  expect(where()).toBe('/threads?sortBy=popular&cursor=A&cursor=B');
  expect(seen.current).toMatchObject({ cursor: 'B', page: 3, hasPrevious: true });

  // Back returns to page 2, with its cursor.
  await act(() => router.navigate(-1));
  expect(seen.current).toMatchObject({ cursor: 'A', page: 2 });
  await act(() => seen.current.previous());
  expect(where()).toBe('/threads?sortBy=popular');
  expect(seen.current).toMatchObject({ cursor: null, page: 1 });
});

test('a shared link opens on its page; a new search, sort or tag starts again at page 1', async () => {
  const { seen, router, where } = renderAt('/threads?tag=react&cursor=A&cursor=B');
  expect(seen.current).toMatchObject({ tag: 'react', cursor: 'B', page: 3 });

  await act(() => seen.current.update({ searchQuery: 'hooks' }, { replace: true }));
  expect(where()).toBe('/threads?tag=react&searchQuery=hooks');
  expect(router.state.historyAction).toBe('REPLACE');
  expect(seen.current).toMatchObject({ searchQuery: 'hooks', page: 1, cursor: null });

  await act(() => seen.current.update({ sortBy: 'latest', tag: null }));
  expect(where()).toBe('/threads?searchQuery=hooks');
  expect(router.state.historyAction).toBe('PUSH');
});

test('an unknown sort falls back to the default', () => {
  const { result } = renderHook(() => useListParams(options), {
    wrapper: ({ children }) => {
      const router = createMemoryRouter([{ path: '/', element: children }], { initialEntries: ['/?sortBy=nope'] });
      return <RouterProvider router={router} />;
    },
  });
  expect(result.current.sortBy).toBe('latest');
});
