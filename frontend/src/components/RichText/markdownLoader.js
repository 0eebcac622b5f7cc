import { isPlainText } from './plainText';

/**
 * The Markdown code of RichText, in two chunks: react-markdown, and GFM (autolinks, tables). A
 * module of its own, without styles or React, so a route loader can ask for it early
 * (preloadRichText) without pulling RichText into the first download.
 */
let markdown = null;
let loading = null;

/** `{View, remarkGfm}` once loaded, else null. */
export const loadedMarkdown = () => markdown;

/** Fetches and evaluates both chunks once; answers `{View, remarkGfm}`. */
export function loadMarkdown() {
  // Two downloads, each evaluated as it arrives: one long evaluation would block a phone.
  loading ??= Promise.all([
    import(/* webpackChunkName: "rich-text" */ './MarkdownView'),
    import(/* webpackChunkName: "gfm" */ 'remark-gfm'),
  ]).then(
    ([view, gfm]) => {
      markdown = { View: view.default, remarkGfm: gfm.default };
      return markdown;
    },
    (error) => {
      loading = null; // a later render may try again
      throw error;
    },
  );
  return loading;
}

/** Starts fetching what `text` will need to render, e.g. from a route loader once a post has arrived. */
export function preloadRichText(text) {
  if (typeof text === 'string' && !isPlainText(text)) loadMarkdown().catch(() => {});
}
