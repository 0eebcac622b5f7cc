/**
 * The highlight worker, or null where the environment has none (Jest's jsdom maps this module to
 * src/testing/noWorker.js, which cannot parse `import.meta`). Webpack bundles the worker from this
 * exact `new Worker(new URL(...))` form.
 */
export function startHighlightWorker() {
  if (typeof Worker !== 'function') return null;
  return new Worker(new URL('./highlight.worker.js', import.meta.url));
}
