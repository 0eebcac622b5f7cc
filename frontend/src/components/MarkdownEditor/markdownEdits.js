/**
 * The toolbar's edits, as pure functions of the text and its selection: each answers
 * `{text, start, end}`, the new text and the selection to put back (the formatted words stay
 * selected, or the placeholder is selected when nothing was).
 */

/** `before` + selection + `after`; a second press on a selection already wrapped unwraps it. */
export function wrap(text, start, end, before, after = before, placeholder = 'text') {
  const selected = text.slice(start, end);
  if (
    selected &&
    text.slice(start - before.length, start) === before &&
    text.slice(end, end + after.length) === after
  ) {
    const next = text.slice(0, start - before.length) + selected + text.slice(end + after.length);
    return { text: next, start: start - before.length, end: end - before.length };
  }
  const inner = selected || placeholder;
  const next = text.slice(0, start) + before + inner + after + text.slice(end);
  return { text: next, start: start + before.length, end: start + before.length + inner.length };
}

/** The start of the line `index` is on. */
const lineStart = (text, index) => text.lastIndexOf('\n', index - 1) + 1;

/** Every line the selection touches starts with `prefix` (`- `, `> `). */
export function prefixLines(text, start, end, prefix, placeholder = 'item') {
  const from = lineStart(text, start);
  if (start === end && from === start && (text.indexOf('\n', start) === start || start === text.length)) {
    // An empty line: the prefix and a selected placeholder.
    const next = text.slice(0, start) + prefix + placeholder + text.slice(end);
    return { text: next, start: start + prefix.length, end: start + prefix.length + placeholder.length };
  }
  const lines = text.slice(from, end).split('\n');
  const prefixed = lines.map((line) => prefix + line).join('\n');
  const next = text.slice(0, from) + prefixed + text.slice(end);
  return { text: next, start: start + prefix.length, end: end + prefix.length * lines.length };
}

/** A fenced code block around the selection, on lines of its own. */
export function codeBlock(text, start, end, placeholder = 'code') {
  const selected = text.slice(start, end) || placeholder;
  const before = start > 0 && text[start - 1] !== '\n' ? '\n' : '';
  const after = end < text.length && text[end] !== '\n' ? '\n' : '';
  const open = `${before}\`\`\`\n`;
  const next = `${text.slice(0, start)}${open}${selected}\n\`\`\`${after}${text.slice(end)}`;
  return { text: next, start: start + open.length, end: start + open.length + selected.length };
}

/** `[selection](url)`, with `url` selected to be typed over. */
export function link(text, start, end, placeholder = 'link text') {
  const label = text.slice(start, end) || placeholder;
  const url = 'https://';
  const next = `${text.slice(0, start)}[${label}](${url})${text.slice(end)}`;
  const urlStart = start + label.length + 3;
  return { text: next, start: urlStart, end: urlStart + url.length };
}

/** The toolbar, in order: name (its accessible name), shortcut key (with Ctrl or Cmd), edit. */
export const ACTIONS = [
  { id: 'bold', name: 'Bold', key: 'b', glyph: 'B', edit: (t, s, e) => wrap(t, s, e, '**', '**', 'bold text') },
  { id: 'italic', name: 'Italic', key: 'i', glyph: 'I', edit: (t, s, e) => wrap(t, s, e, '_', '_', 'italic text') },
  { id: 'code', name: 'Inline code', key: 'e', glyph: '</>', edit: (t, s, e) => wrap(t, s, e, '`', '`', 'code') },
  { id: 'codeBlock', name: 'Code block', glyph: '{ }', edit: (t, s, e) => codeBlock(t, s, e) },
  { id: 'link', name: 'Insert link', key: 'k', icon: 'link', edit: (t, s, e) => link(t, s, e) },
  { id: 'list', name: 'Bulleted list', glyph: '•', edit: (t, s, e) => prefixLines(t, s, e, '- ') },
  { id: 'quote', name: 'Quote', glyph: '❝', edit: (t, s, e) => prefixLines(t, s, e, '> ', 'quote') },
];
