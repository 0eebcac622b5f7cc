import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { loadedMarkdown, loadMarkdown } from './markdownLoader';
import { TextWithMentions } from './MentionLink';
import { isPlainText } from './plainText';
import { RichTextBlocks } from './RichTextBlocks';

/**
 * The Markdown renderer lives in its own chunk (react-markdown), with GFM (autolinks, tables) in a
 * second one, fetched the first time some user text needs them; the syntax highlighter is a
 * further chunk, fetched only when a code block scrolls into view (CodeBlock). Text that Markdown
 * would render as one plain paragraph (plainText.js) never needs them: it shows as that paragraph
 * at once. Other text shows as plain text until the chunks are there, unless a route loader asked
 * for them early (preloadRichText): then the page's first render is already the Markdown, and
 * nothing is replaced a moment later (a later largest paint, another long task).
 */
function MarkdownNow(props) {
  const { View, remarkGfm } = loadedMarkdown();
  return <View {...props} remarkGfm={remarkGfm} />;
}

const LazyMarkdown = lazy(() => loadMarkdown().then(() => ({ default: MarkdownNow })));

/* It never widens its column: long words and URLs wrap, code and tables scroll inside their own box. */
export const RichTextBody = styled.div`
  min-width: 0;
  max-width: 100%;
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
  table { display: block; max-width: 100%; overflow-x: auto; contain: inline-size; border-collapse: collapse; }
  pre { max-width: 100%; overflow-x: auto; contain: inline-size; }
  img { max-width: 100%; height: auto; }
  th, td { padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)}; border: 1px solid ${({ theme }) => theme.color.border}; }
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
      ) : loadedMarkdown() ? (
        <MarkdownNow text={value} />
      ) : (
        <Suspense
          fallback={
            <p>
              <TextWithMentions text={value} />
            </p>
          }
        >
          <LazyMarkdown text={value} />
        </Suspense>
      )}
    </RichTextBody>
  );
}
