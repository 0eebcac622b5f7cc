import { RichText } from './RichText';

export default {
  title: 'Components/RichText',
  component: RichText,
};

export const CodeAndLinks = {
  args: {
    text:
      'Shipped the new **parser** today, see https://example.com/changelog or [the docs](https://docs.example.com).\n\n' +
      '```python\ndef parse(text: str) -> list[str]:\n    return [line for line in text.splitlines() if line]\n```\n\n' +
      'Inline `code` works too.',
  },
};

export const UnsafeText = {
  args: {
    text:
      'All of this shows as text: <script>alert(1)</script> <img src=x onerror="alert(2)"> ' +
      '[click](javascript:alert(3)) ![pixel](https://tracker.example/p.png)',
  },
};

export const Plain = { args: { text: 'Just one line of text,\nand a second one.' } };

/** One plain sentence: shown at once as its paragraph, without the Markdown chunks (plainText.js). */
export const OneSentence = { args: { text: 'Our CI takes 13 minutes. Where would you start cutting?' } };

/** @username links to the member's profile (/u/:username); in code it stays text. */
export const Mentions = {
  args: { text: 'Thanks @grace_h and @linus_t for the review! Ping `@nobody` in code, or mail ada@example.com.' },
};
