import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    color-scheme: ${({ theme }) => theme.name};
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family.sans};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
    /* A long word or URL breaks rather than widening the page on a phone. */
    overflow-wrap: anywhere;
  }

  a { color: ${({ theme }) => theme.color.link}; }

  h1, h2, h3, h4, p { margin: 0; }

  img, svg, video { display: block; max-width: 100%; }
  img, video { height: auto; }

  /* Code and tables scroll inside their own box; they never widen the page. */
  /* contain: inline-size keeps a long line out of the box's intrinsic width, so a grid or flex
     column around it is not stretched to the line's length (min-width: auto). */
  pre { max-width: 100%; overflow-x: auto; contain: inline-size; }
  table { max-width: 100%; }

  button, input, textarea, select { font: inherit; color: inherit; }

  code, pre { font-family: ${({ theme }) => theme.font.family.mono}; }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition: none !important; animation: none !important; scroll-behavior: auto !important; }
  }
`;
