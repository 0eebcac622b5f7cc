import { act, render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';

/** A fresh SWR cache per render, so tests never share data. */
const testSwr = () => ({ provider: () => new Map(), dedupingInterval: 0 });

/** Renders `ui` inside the app providers and a memory router at `route`. */
export function renderWithProviders(ui, { route = '/', themePreference = 'dark' } = {}) {
  return render(
    <AppProviders swr={testSwr()} themePreference={themePreference} persistTheme={false}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** Renders a route table (the app's by default) as the app does, starting at `route`. */
export function renderRoutes(routes, { route = '/', themePreference = 'dark' } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppProviders swr={testSwr()} themePreference={themePreference} persistTheme={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** Lets pending stubbed requests answer and their renders finish, inside act(). */
export function settle() {
  return act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
