import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../frontend/src/app/AppProviders';

/**
 * Every story renders inside the app's own providers (same themes, global style, toasts and
 * data-loading defaults) and a memory router. Stories describe their world with parameters:
 * - `currentUser`: the signed-in user, or null for a visitor (default)
 * - `swrFallback`: `{key: data}` answers for other hooks, e.g. the plans list
 * - `route`: the URL the router starts at
 * Keys in that data are answered from it, also when a screen revalidates them, and nothing is
 * fetched on mount, so stories never depend on a server.
 */
const answerFrom = (data) => (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(key, typeof key === 'string' && key in data ? async () => data[key] : fetcher, config);

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

/**
 * The viewport switch (Storybook core) offers the three widths designers check. A story pins one
 * with `globals: { viewport: { value: 'phone' } }` (see the *Mobile stories).
 */
export const VIEWPORTS = {
  phone: { name: 'Phone', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
};

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
    // The theme decorator paints the page; Storybook's own backgrounds would fight it.
    backgrounds: { disable: true },
    viewport: { options: VIEWPORTS },
    // The Accessibility panel checks the story's root with the rules the browser test fails on.
    a11y: { context: '#storybook-root' },
  },
};

export default preview;
