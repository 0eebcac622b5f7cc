import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { offThread } from '../offThread';
import { startHighlightWorker } from './highlightWorker';

/**
 * Highlighting runs in a Web Worker where the browser has one: the grammars (about 40 KB of
 * JavaScript to evaluate) and the highlighting then never block the page. Without a worker it
 * runs here, with the grammars fetched on first use.
 */
const highlightElsewhere = offThread(startHighlightWorker, async ({ code, language }) => {
  const { highlightTree } = await import(/* webpackChunkName: "highlight-grammars" */ './highlightTree');
  return highlightTree(code, language);
});

/**
 * A promise of React elements for `code` highlighted as `language` (guessed among the common ones
 * when it is not named or not known). The tree holds only spans with hljs-* classes and text.
 */
export async function highlightToReact(code, language) {
  return toJsxRuntime(await highlightElsewhere({ code, language }), { Fragment, jsx, jsxs });
}
