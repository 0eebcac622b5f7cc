import { StrictMode, startTransition } from 'react';

/**
 * Starts the app in steps. The libraries and the app are all in the first download, but evaluating
 * them in one go is a long task on a phone; each eager import() below evaluates one part (no
 * request: webpackMode "eager" keeps it in this chunk) and the browser gets a turn in between.
 * The first render is a transition, so React renders it in slices too (docs/performance.md, TBT).
 */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start() {
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  const { forgetPlaceOfFreshLoad, placeOfReturn, returnTo } = await import(
    /* webpackMode: "eager" */ './app/scrollPlace'
  );
  // A typed address, a bookmark or a link from another site opens at the top; Back, Forward and a
  // reload return to where the member was, once the page is tall enough again (app/scrollPlace.js).
  forgetPlaceOfFreshLoad();
  returnTo(placeOfReturn());
  // Nothing else is waited for: the tooltip, menu, toast and search dropdown code come once the
  // page has loaded (components/lazyPart.js).
  startTransition(() => {
    createRoot(document.getElementById('root')).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

start();
