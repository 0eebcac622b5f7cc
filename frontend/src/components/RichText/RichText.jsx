import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { isPlainText } from './plainText';
import { RichTextBlocks } from './RichTextBlocks';

/**
 * The Markdown renderer lives in its own chunk (react-markdown + GFM autolinks), fetched the first
 * time some user text is on screen; the syntax highlighter is a further chunk, fetched only when
 * a code block scrolls into view (CodeBlock). Until then the text shows as plain text. Text that
 * Markdown would render as one plain paragraph (plainText.js) never needs the chunk: it shows as
 * that paragraph at once, and is not replaced a moment later (a later largest paint).
 */
const MarkdownView = lazy(() => {
  // Two downloads, each evaluated as it arrives: one long evaluation would block a phone.
  const gfm = import(/* webpackChunkName: "gfm" */ 'remark-gfm');
  return import(/* webpackChunkName: "rich-text" */ './MarkdownView').then(async (view) => {
    const { default: remarkGfm } = await gfm;
    return { default: (props) => <view.default {...props} remarkGfm={remarkGfm} /> };
  });
});

export const RichTextBody = styled.div`
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  [data-rich-text-blocks] > * + * { margin-top: ${({ theme }) => theme.space(3)}; }
  p, ul, ol, blockquote, pre, table, h1, h2, h3, h4, h5, h6 { margin: 0; }
  p { white-space: pre-wrap; }
  ul, ol { padding-left: ${({ theme }) => theme.space(6)}; }
  h1, h2, h3, h4, h5, h6 { font-size: ${({ theme }) => theme.font.size.lg}; }
  blockquote {
    margin-left: 0;
    padding-left: ${({ theme }) => theme.space(3)};
    border-left: 3px solid ${({ theme }) => theme.color.borderStrong};
    color: ${({ theme }) => theme.color.textMuted};
  }
  a { color: ${({ theme }) => theme.color.link}; text-decoration: underline; }
  :not(pre) > code {
    padding: 0 ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceRaised};
    font-size: 0.9em;
  }
  table { border-collapse: collapse; }
  th, td { padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)}; border: 1px solid ${({ theme }) => theme.color.border}; }
`;

const Plain = styled.p`
  white-space: pre-wrap;
`;

/**
 * User-written text (posts, comments, thread bodies, messages) rendered safely: Markdown with
 * fenced code blocks (highlighted) and links, and no raw HTML at all: `<script>`, `onerror=` and
 * the like show as the text they are; links are only http, https or mailto and open in a new tab
 * with rel="noopener noreferrer nofollow"; other links and images show as their source text.
 */
export function RichText({ text, className }) {
  const value = typeof text === 'string' ? text : '';
  return (
    <RichTextBody className={className} data-rich-text="">
      {isPlainText(value) ? (
        <RichTextBlocks>{value && <p>{value}</p>}</RichTextBlocks>
      ) : (
        <Suspense fallback={<Plain>{value}</Plain>}>
          <MarkdownView text={value} />
        </Suspense>
      )}
    </RichTextBody>
  );
}
