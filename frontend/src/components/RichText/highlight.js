import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { common, createLowlight } from 'lowlight';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

/** highlight.js's common grammars (about 35 languages) through lowlight: a tree, not HTML. */
const lowlight = createLowlight(common);

/**
 * React elements for `code` highlighted as `language` (guessed among the common ones when it is
 * not named or not known). The tree holds only spans with hljs-* classes and text.
 */
export function highlightToReact(code, language) {
  const tree =
    language && lowlight.registered(language) ? lowlight.highlight(language, code) : lowlight.highlightAuto(code);
  return toJsxRuntime(tree, { Fragment, jsx, jsxs });
}
