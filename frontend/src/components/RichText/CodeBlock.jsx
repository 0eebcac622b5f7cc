import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

const Pre = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: pre;
  code { font-family: ${({ theme }) => theme.font.family.mono}; }
  .hljs-keyword, .hljs-selector-tag, .hljs-literal, .hljs-built_in, .hljs-type, .hljs-meta,
  .hljs-doctag, .hljs-template-tag { color: ${({ theme }) => theme.color.codeKeyword}; }
  .hljs-string, .hljs-regexp, .hljs-attr, .hljs-symbol, .hljs-template-variable,
  .hljs-addition { color: ${({ theme }) => theme.color.codeString}; }
  .hljs-comment, .hljs-quote, .hljs-deletion { color: ${({ theme }) => theme.color.codeComment}; font-style: italic; }
  .hljs-number, .hljs-variable, .hljs-attribute, .hljs-selector-id, .hljs-selector-class,
  .hljs-property { color: ${({ theme }) => theme.color.codeNumber}; }
  .hljs-title, .hljs-section, .hljs-name, .hljs-function, .hljs-params { color: ${({ theme }) => theme.color.codeTitle}; }
`;

/**
 * Fetches the highlighter chunk once (highlight.js: lowlight, in a worker where there is one,
 * gives a tree of the code, never HTML).
 */
let highlighter;
export function loadHighlighter() {
  highlighter ??= import(/* webpackChunkName: "highlight" */ './highlight');
  return highlighter;
}

/**
 * A fenced code block. It shows the plain code at once, and highlights it once it is on screen
 * (IntersectionObserver; where there is none, at once). Highlighting builds React elements from
 * the highlighter's tree: the code is never parsed as HTML.
 */
export function CodeBlock({ code, language }) {
  const ref = useRef(null);
  const [highlighted, setHighlighted] = useState(null);

  useEffect(() => {
    let cancelled = false;
    setHighlighted(null);
    const run = () =>
      loadHighlighter()
        .then(({ highlightToReact }) => highlightToReact(code, language))
        .then((elements) => {
          if (!cancelled) setHighlighted(elements);
        })
        .catch(() => {}); // the plain code stays: highlighting is a nicety
    if (typeof IntersectionObserver !== 'function' || !ref.current) {
      run();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    });
    observer.observe(ref.current);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [code, language]);

  return (
    <Pre
      ref={ref}
      data-language={language || undefined}
      data-highlighted={highlighted ? 'true' : undefined}
      // A long line scrolls inside the box: the keyboard must reach it to scroll it (axe: scrollable-region-focusable).

      tabIndex={0}
    >
      <code className={`hljs${language ? ` language-${language}` : ''}`}>{highlighted ?? code}</code>
    </Pre>
  );
}
