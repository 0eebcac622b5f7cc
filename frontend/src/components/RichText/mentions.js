/**
 * @username mentions in user text (docs/notifications.md): the registration rule (3 to 30
 * letters, digits, _ or -), not inside a word, an email address or a URL path. The server finds
 * the same ones (devnet_api/services/notifications.py MENTION) and notifies those members.
 */
export const MENTION = /(?<![\w@/.+-])@([A-Za-z0-9_-]{3,30})(?![A-Za-z0-9_-])/g;

/** Where an @username leads: /u/:username, which opens the profile (or says nobody has it). */
export const mentionPath = (username) => `/u/${encodeURIComponent(username)}`;

/** `text` as pieces: strings, and `{username}` for each mention, in order. */
export function splitMentions(text) {
  const pieces = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    if (match.index > last) pieces.push(text.slice(last, match.index));
    pieces.push({ username: match[1] });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}

const SKIPPED = new Set(['link', 'linkReference', 'inlineCode', 'code', 'html', 'definition']);

/**
 * A remark plugin: each @username in a text node (not in code or a link) becomes a `mention` node
 * that renders as the element 'mention' (MarkdownView draws it as a link to the profile). It only
 * splits text nodes: what the text says stays text.
 */
export function remarkMentions() {
  const walk = (node) => {
    if (!Array.isArray(node.children) || SKIPPED.has(node.type)) return;
    node.children = node.children.flatMap((child) => {
      if (child.type !== 'text') {
        walk(child);
        return [child];
      }
      const pieces = splitMentions(child.value);
      if (pieces.length === 1 && typeof pieces[0] === 'string') return [child];
      return pieces.map((piece) =>
        typeof piece === 'string'
          ? { type: 'text', value: piece }
          : {
              type: 'mention',
              data: { hName: 'mention', hProperties: {} },
              children: [{ type: 'text', value: `@${piece.username}` }],
            },
      );
    });
  };
  return (tree) => walk(tree);
}
