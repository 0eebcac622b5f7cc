/**
 * Whether Markdown (with GFM) would render `text` as nothing but one plain paragraph of the same
 * characters, so RichText can show it without the Markdown chunk: most posts and comments are a
 * sentence or two. Deliberately narrow: one line with no surrounding space, none of the characters
 * that open inline syntax (emphasis, code, links, HTML, entities, escapes, strikethrough, email
 * autolinks), no bare-URL autolink, and no first character that could open a block (a heading,
 * quote, list, fence, thematic break). Anything else goes through Markdown. RichText.test.jsx
 * checks the claim against the Markdown renderer itself.
 */
const INLINE_SYNTAX = /[\n\r`*_[\]<&\\~@]|:\/\/|www\./i;
const BLOCK_START = /^[#>+\-=|0-9]/;

export function isPlainText(text) {
  return text === text.trim() && !INLINE_SYNTAX.test(text) && !BLOCK_START.test(text);
}
