/**
 * Design tokens: the only place raw colours and sizes live. Themes (themes.js) map these
 * primitives onto semantic roles; components read `theme.color.*`, `theme.space(n)` and friends.
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  slate50: '#f8fafc',
  slate100: '#f1f5f9',
  slate200: '#e2e8f0',
  slate300: '#cbd5e1',
  slate400: '#94a3b8',
  slate500: '#64748b',
  slate600: '#475569',
  slate700: '#334155',
  slate800: '#1e293b',
  slate850: '#172033',
  slate900: '#0f172a',
  slate950: '#020617',
  indigo300: '#a5b4fc',
  indigo400: '#818cf8',
  indigo500: '#6366f1',
  indigo600: '#4f46e5',
  indigo700: '#4338ca',
  violet500: '#8b5cf6',
  cyan400: '#22d3ee',
  emerald400: '#34d399',
  emerald600: '#059669',
  amber400: '#fbbf24',
  amber600: '#d97706',
  amber700: '#b45309',
  red300: '#fca5a5',
  red400: '#f87171',
  red500: '#ef4444',
  red600: '#dc2626',
  red700: '#b91c1c',
  red950: '#450a0a',
  red50: '#fef2f2',
  red200: '#fecaca',
  // Syntax highlighting (GitHub's palettes; each at least 4.5:1 on the code background).
  codeDarkKeyword: '#ff7b72',
  codeDarkString: '#a5d6ff',
  codeDarkComment: '#9aa5b1',
  codeDarkNumber: '#79c0ff',
  codeDarkTitle: '#d2a8ff',
  codeLightKeyword: '#b3151f',
  codeLightString: '#0a3069',
  codeLightComment: '#4e5763',
  codeLightNumber: '#0550ae',
  codeLightTitle: '#6e3fc7',
  scrimDark: 'rgba(2, 6, 23, 0.7)',
  scrimLight: 'rgba(15, 23, 42, 0.45)',
};

/** 4px grid: space(1) = '4px', space(4) = '16px'. */
export const space = (n) => `${n * 4}px`;

export const font = {
  family: {
    // System stacks only: no web fonts are fetched.
    sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
  },
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700, black: 800 },
  lineHeight: { tight: 1.2, normal: 1.5, relaxed: 1.7 },
};

export const radius = { sm: '4px', md: '8px', lg: '12px', xl: '16px', full: '9999px' };

export const zIndex = { base: 0, dropdown: 40, header: 50, overlay: 60, toast: 100 };

/** Min-widths; `media.md` etc. in themes.js wrap them in media queries. */
export const breakpoint = { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' };

/** Avatar sizes in spec units (1 unit = 4px): small 8, medium 10, large 12, extra-large 24. */
export const avatarSize = { small: space(8), medium: space(10), large: space(12), 'extra-large': space(24) };

export const shadow = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.12)',
  md: '0 4px 12px rgba(0, 0, 0, 0.18)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.28)',
};

export const transition = { fast: '120ms ease', normal: '200ms ease' };
