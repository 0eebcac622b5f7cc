import { avatarSize, breakpoint, font, palette, radius, shadow, space, transition, zIndex } from './tokens';

const media = Object.fromEntries(
  Object.entries(breakpoint).map(([name, width]) => [name, `@media (min-width: ${width})`]),
);

const shared = { space, font, radius, zIndex, breakpoint, media, avatarSize, shadow, transition };

export const darkTheme = {
  ...shared,
  name: 'dark',
  color: {
    background: palette.slate950,
    surface: palette.slate900,
    surfaceRaised: palette.slate800,
    surfaceHover: palette.slate800,
    border: palette.slate700,
    borderStrong: palette.slate600,
    text: palette.slate100,
    textMuted: palette.slate400,
    textInverse: palette.slate900,
    // White button text needs 4.5:1: indigo600 gives 6.3 (indigo500 only 4.47).
    primary: palette.indigo600,
    primaryHover: palette.indigo700,
    primaryText: palette.white,
    accent: palette.cyan400,
    link: palette.indigo300,
    focus: palette.indigo400,
    success: palette.emerald400,
    warning: palette.amber400,
    // White text on danger: red600 gives 4.8:1 (red500 only 3.8).
    danger: palette.red600,
    dangerHover: palette.red700,
    dangerText: palette.red300,
    dangerSurface: palette.red950,
    dangerBorder: palette.red700,
    dangerOnSolid: palette.white,
    badge: palette.indigo700,
    badgeText: palette.slate50,
    /* The signed-in user's own message bubbles (white text at 4.5:1 or better). */
    chatOwn: palette.indigo700,
    chatOwnText: palette.white,
    heroFrom: palette.indigo600,
    heroTo: palette.violet500,
    overlay: palette.scrimDark,
    codeKeyword: palette.codeDarkKeyword,
    codeString: palette.codeDarkString,
    codeComment: palette.codeDarkComment,
    codeNumber: palette.codeDarkNumber,
    codeTitle: palette.codeDarkTitle,
  },
};

export const lightTheme = {
  ...shared,
  name: 'light',
  color: {
    background: palette.slate50,
    surface: palette.white,
    surfaceRaised: palette.slate100,
    surfaceHover: palette.slate100,
    border: palette.slate200,
    borderStrong: palette.slate300,
    text: palette.slate900,
    textMuted: palette.slate600,
    textInverse: palette.white,
    primary: palette.indigo600,
    primaryHover: palette.indigo700,
    primaryText: palette.white,
    accent: palette.emerald600,
    link: palette.indigo700,
    focus: palette.indigo500,
    success: palette.emerald600,
    // White text on the HOT TALK badge needs 4.5:1: amber700 gives 5.0 (amber600 only 3.2).
    warning: palette.amber700,
    danger: palette.red600,
    dangerHover: palette.red700,
    dangerText: palette.red700,
    dangerSurface: palette.red50,
    dangerBorder: palette.red200,
    dangerOnSolid: palette.white,
    // White badge text: indigo600 gives 6.3:1 (indigo500 only 4.47).
    badge: palette.indigo600,
    badgeText: palette.white,
    chatOwn: palette.indigo600,
    chatOwnText: palette.white,
    heroFrom: palette.indigo600,
    heroTo: palette.violet500,
    overlay: palette.scrimLight,
    codeKeyword: palette.codeLightKeyword,
    codeString: palette.codeLightString,
    codeComment: palette.codeLightComment,
    codeNumber: palette.codeLightNumber,
    codeTitle: palette.codeLightTitle,
  },
};

export const themes = { dark: darkTheme, light: lightTheme };
