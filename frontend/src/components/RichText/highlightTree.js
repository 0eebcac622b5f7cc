import { common, createLowlight } from 'lowlight';

/** highlight.js's common grammars (about 35 languages) through lowlight: a tree, not HTML. */
const lowlight = createLowlight(common);

/**
 * The highlighted tree (hast: spans with hljs-* classes, and text) of `code` as `language`, guessed
 * among the common ones when it is not named or not known. No DOM and no React: the highlight
 * worker (highlight.worker.js) runs it.
 */
export function highlightTree(code, language) {
  return language && lowlight.registered(language) ? lowlight.highlight(language, code) : lowlight.highlightAuto(code);
}
