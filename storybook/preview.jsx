import { MemoryRouter } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '../frontend/src/api/client';
import { AppProviders } from '../frontend/src/app/AppProviders';
import { tooltipPart } from '../frontend/src/components/Tooltip/Tooltip';

/**
 * Every story renders inside the app's own providers (same themes, global style, toasts and
 * data-loading defaults) and a memory router. Stories describe their world with parameters:
 * - `currentUser`: the signed-in user, or null for a visitor (default)
 * - `swrFallback`: `{key: data}` answers for other hooks, e.g. the plans list
 * - `swrErrors`: `{key: {status, message}}` keys whose request fails with that ApiError
 * - `swrPending`: `[key, ...]` keys whose request never finishes (the loading state)
 * - `route`: the URL the router starts at
 * Keys in that data are answered from it (also the pages of a useSWRInfinite list, by each
 * page's key), also when a screen revalidates them, and nothing is
 * fetched on mount, so stories never depend on a server.
 */
const answerFrom =
  ({ data, errors, pending }) =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    if (typeof key === 'string' && key in errors) {
      const { status = 500, message = 'Internal Server Error' } = errors[key];
      const fail = async () => {
        throw new ApiError(`${status}: ${JSON.stringify({ message })}`, { status, info: { message } });
      };
      return useSWRNext(key, fail, { ...config, revalidateOnMount: true });
    }
    if (typeof key === 'string' && pending.includes(key)) {
      return useSWRNext(key, () => new Promise(() => {}), { ...config, revalidateOnMount: true });
    }
    // useSWRInfinite passes its getKey function here and calls the fetcher with each page's key.
    if (typeof key === 'function' && fetcher) {
      return useSWRNext(key, (pageKey) => (typeof pageKey === 'string' && pageKey in data ? data[pageKey] : fetcher(pageKey)), config);
    }
    return useSWRNext(key, typeof key === 'string' && key in data ? async () => data[key] : fetcher, config);
  };

/** On docs pages a story sits on Storybook's white canvas: paint it in the theme's colours. */
const DocsCanvas = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family.sans};
`;

function withApp(Story, { parameters, globals, viewMode }) {
  const theme = globals.theme === 'light' ? 'light' : 'dark';
  const fallback = { '/api/auth/me': parameters.currentUser ?? null, ...parameters.swrFallback };
  const answers = { data: fallback, errors: parameters.swrErrors ?? {}, pending: parameters.swrPending ?? [] };
  return (
    <AppProviders
      key={theme}
      themePreference={theme}
      persistTheme={false}
      swr={{ provider: () => new Map(), fallback, revalidateOnMount: false, use: [answerFrom(answers)] }}
    >
      <MemoryRouter initialEntries={[parameters.route ?? '/']}>
        {viewMode === 'docs' ? (
          <DocsCanvas>
            <Story />
          </DocsCanvas>
        ) : (
          <Story />
        )}
      </MemoryRouter>
    </AppProviders>
  );
}

/**
 * The viewport switch (Storybook core) offers the widths designers check (320 px: the smallest phone
 * every screen must fit, tests/e2e/test_fit.py). A story pins one
 * with `globals: { viewport: { value: 'phone' } }` (see the *Mobile stories).
 */
export const VIEWPORTS = {
  smallPhone: { name: 'Small phone', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone: { name: 'Phone', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
};

/** @type {import('@storybook/react-webpack5').Preview} */
const preview = {
  decorators: [withApp],
  // The tooltip code arrives after the first paint in the app; stories start with it here, so a
  // story shows its tooltips from the first render.
  loaders: [() => tooltipPart.start()],
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
    // The theme decorator paints the page; Storybook's own backgrounds would fight it.
    backgrounds: { disable: true },
    viewport: { options: VIEWPORTS },
    // The Accessibility panel checks the story's root with the rules the browser test fails on.
    // The Accessibility panel checks the whole story (also portals such as toasts), as the
    // browser test does (tests/storybook/test_stories.py).
    a11y: { test: 'error' },
  },
};

export default preview;
