import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../frontend/src/app/AppProviders';

/**
 * Every story renders inside the app's own providers (same themes, global style, toasts and
 * data-loading defaults) and a memory router. Stories describe their world with parameters:
 * - `currentUser`: the signed-in user, or null for a visitor (default)
 * - `swrFallback`: `{key: data}` answers for other hooks, e.g. the plans list
 * - `route`: the URL the router starts at
 * Keys in that data are answered from it (also the pages of a useSWRInfinite list, by each
 * page's key), also when a screen revalidates them, and nothing is
 * fetched on mount, so stories never depend on a server.
 */
const answerFrom = (data) => (useSWRNext) => (key, fetcher, config) => {
  // useSWRInfinite passes its getKey function here and calls the fetcher with each page's key.
  if (typeof key === 'function' && fetcher) {
    return useSWRNext(key, (pageKey) => (typeof pageKey === 'string' && pageKey in data ? data[pageKey] : fetcher(pageKey)), config);
  }
  return useSWRNext(key, typeof key === 'string' && key in data ? async () => data[key] : fetcher, config);
};

function withApp(Story, { parameters, globals }) {
  const theme = globals.theme === 'light' ? 'light' : 'dark';
  const fallback = { '/api/auth/me': parameters.currentUser ?? null, ...parameters.swrFallback };
  return (
    <AppProviders
      key={theme}
      themePreference={theme}
      persistTheme={false}
      swr={{ provider: () => new Map(), fallback, revalidateOnMount: false, use: [answerFrom(fallback)] }}
    >
      <MemoryRouter initialEntries={[parameters.route ?? '/']}>
        <Story />
      </MemoryRouter>
    </AppProviders>
  );
}

/** @type {import('@storybook/react-webpack5').Preview} */
const preview = {
  decorators: [withApp],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { date: /Date$/ } },
    backgrounds: { disable: true },
  },
};

export default preview;
