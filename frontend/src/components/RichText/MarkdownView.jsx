import Markdown from 'react-markdown';
import { CodeBlock } from './CodeBlock';
import { remarkMentions } from './mentions';
import { MentionLink } from './MentionLink';
import { RichTextBlocks } from './RichTextBlocks';
import { safeHref, USER_LINK_REL } from './safeUrl';

/** The source text of a node, to show something refused (an unsafe link, an image) as text. */
function sourceOf(node, text) {
  const start = node?.position?.start?.offset;
  const end = node?.position?.end?.offset;
  return typeof start === 'number' && typeof end === 'number' ? text.slice(start, end) : '';
}

function textOf(node) {
  if (!node) return '';
  if (node.type === 'text') return node.value;
  return (node.children || []).map(textOf).join('');
}

function languageOf(codeNode) {
  const classes = codeNode?.properties?.className || [];
  const found = classes.find((name) => typeof name === 'string' && name.startsWith('language-'));
  return found ? found.slice('language-'.length) : '';
}

/**
 * The Markdown chunk. react-markdown builds React elements (never innerHTML); without a raw-HTML
 * plugin it turns HTML in the text into text, and `skipHtml` stays off so nothing is silently
 * dropped. Every URL passes `safeHref`; images are not rendered (pictures come through the
 * media pipeline), they show as their source. `remarkGfm` is remark-gfm (autolinks, tables),
 * given by RichText, which loads it as a chunk of its own. An @username links to the profile
 * (remarkMentions, MentionLink).
 */
export default function MarkdownView({ text, remarkGfm }) {
  const components = {
    a: ({ node, href, children }) => {
      const safe = safeHref(href);
      if (!safe) return <span>{sourceOf(node, text) || children}</span>;
      return (
        // eslint-disable-next-line react/jsx-no-target-blank -- USER_LINK_REL has noopener noreferrer; the rule cannot read a constant
        <a href={safe} target="_blank" rel={USER_LINK_REL}>
          {children}
        </a>
      );
    },
    img: ({ node }) => <span>{sourceOf(node, text)}</span>,
    // @username (remarkMentions): a link to the member's profile inside the app.
    mention: ({ node }) => <MentionLink username={textOf(node).slice(1)} />,
    // A wide table scrolls inside its box (RichTextBody): reachable by Tab, as a code block.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box is reached by Tab to be scrolled
    table: ({ children }) => <table tabIndex={0}>{children}</table>,
    pre: ({ node }) => {
      const code = node?.children?.find((child) => child.tagName === 'code');
      return <CodeBlock code={textOf(code).replace(/\n$/, '')} language={languageOf(code)} />;
    },
  };
  return (
    <RichTextBlocks>
      <Markdown remarkPlugins={[remarkGfm, remarkMentions]} components={components} urlTransform={(url) => url}>
        {text}
      </Markdown>
    </RichTextBlocks>
  );
}
