/**
 * Markdown as the plain words a reader sees, for excerpts and previews (thread cards, profile
 * tabs, page descriptions): code fences and inline code keep their code without the backticks,
 * links and images become their text, emphasis, strikethrough, heading, quote and list markers
 * and table pipes go, and all whitespace becomes single spaces. Deliberately small (no parser in
 * the first download); the full renderer is RichText. markdownToText.test.js holds the cases.
 */
const RULES = [
  [/\r\n?/g, '\n'],
  [/^\s*(```|~~~)[^\n]*$/gm, ''], // fence lines (the code between them stays)
  [/!\[([^\]]*)\]\([^)]*\)/g, '$1'], // images: their alt text
  [/\[([^\]]+)\]\([^)]*\)/g, '$1'], // links: their text
  [/\[([^\]]+)\]\[[^\]]*\]/g, '$1'], // reference links
  [/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ''], // link reference definitions
  [/<((?:https?:\/\/|mailto:)[^>\s]+)>/gi, '$1'], // autolinks
  [/`+([^`\n]+?)`+/g, '$1'], // inline code
  [/^\s{0,3}#{1,6}\s+/gm, ''], // headings
  [/^\s{0,3}>\s?/gm, ''], // quotes
  [/^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/gm, ''], // list items (and task boxes)
  [/^\s*([-*_]\s*){3,}$/gm, ''], // thematic breaks
  [/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, ''], // table separator rows
  [/\s*\|\s*/g, ' '], // table cells
  [/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2'], // strong
  [/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?!\w)/g, '$1$2'], // emphasis with *
  [/(^|[^\w])_(?=\S)([^_\n]*?\S)_(?!\w)/g, '$1$2'], // emphasis with _ (not snake_case)
  [/~~(?=\S)([\s\S]*?\S)~~/g, '$1'], // strikethrough
  [/\s+/g, ' '],
];

// An escaped character (`\*`) is set aside as a private-use character so no rule takes it for syntax.
const ESCAPE = /\\([\\`*_{}[\]()#+\-.!|~>])/g;
const SET_ASIDE = /[\uE000-\uE07F]/g;

export function markdownToText(markdown) {
  let text = String(markdown ?? '').replace(ESCAPE, (_all, char) => String.fromCharCode(0xe000 + char.charCodeAt(0)));
  for (const [pattern, replacement] of RULES) text = text.replace(pattern, replacement);
  return text.replace(SET_ASIDE, (char) => String.fromCharCode(char.charCodeAt(0) - 0xe000)).trim();
}

/** Spec section 9: the first `length` characters of the plain text, with '...' when longer. */
export function plainExcerpt(markdown, length = 150) {
  const value = markdownToText(markdown);
  return value.length > length ? `${value.slice(0, length)}...` : value;
}
