import { render, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { loadMarkdown } from './markdownLoader';
import { isPlainText } from './plainText';
import { RichText } from './RichText';
import { safeHref } from './safeUrl';
import cases from './textRules.cases.json';

/** Renders some user text and waits for the Markdown chunk's output. */
async function renderText(text) {
  const view = renderWithProviders(<RichText text={text} />);
  // The plain-text fallback shows until the Markdown chunk has loaded and replaced it.
  await screen.findByTestId('rich-text-parsed');
  return view.container.querySelector('[data-rich-text]');
}

// Loading the Markdown chunk the first time takes a while under Jest; do it once up front.
beforeAll(() => Promise.all([import('./MarkdownView'), import('remark-gfm')]), 30000);

afterEach(() => {
  delete window.__pwned;
});

test('a <script> and an onerror attribute show as text and create no element', async () => {
  const box = await renderText('Hi <script>window.__pwned = 1</script> and <img src=x onerror="window.__pwned=2">');
  expect(box.querySelector('script')).toBeNull();
  expect(box.querySelector('img')).toBeNull();
  expect(box.querySelector('[onerror]')).toBeNull();
  expect(box.textContent).toContain('<script>window.__pwned = 1</script>');
  expect(box.textContent).toContain('<img src=x onerror="window.__pwned=2">');
  expect(window.__pwned).toBeUndefined();
});

test('an HTML block is text too, not markup', async () => {
  const box = await renderText('<div onclick="alert(1)">\n<iframe src="https://evil.example"></iframe>\n</div>');
  expect(box.querySelector('div[onclick], iframe')).toBeNull();
  expect(box.textContent).toContain('<iframe src="https://evil.example"></iframe>');
});

test('javascript:, data: and relative links show as their source text, never as links', async () => {
  const box = await renderText(
    '[click me](javascript:alert(1)) <javascript:alert(2)> [d](data:text/html,hi) [rel](/admin) [JS](JaVaScRiPt:alert(3))',
  );
  expect(box.querySelector('a')).toBeNull();
  expect(box.textContent).toContain('[click me](javascript:alert(1))');
  expect(box.textContent).toContain('[d](data:text/html,hi)');
  expect(box.textContent).toContain('[JS](JaVaScRiPt:alert(3))');
});

test('http, https and mailto links open in a new tab with noopener noreferrer nofollow', async () => {
  await renderText('See https://example.com/docs and [mail](mailto:ada@example.com) or [site](http://example.org).');
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    'https://example.com/docs',
    'mailto:ada@example.com',
    'http://example.org',
  ]);
  for (const link of links) {
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');
  }
});

test('images in the text are not loaded: they show as their source', async () => {
  const box = await renderText('![tracker](https://evil.example/pixel.png)');
  expect(box.querySelector('img')).toBeNull();
  expect(box.textContent).toContain('![tracker](https://evil.example/pixel.png)');
});

test('a fenced code block keeps its code as text and gets highlighted', async () => {
  const box = await renderText('Look:\n\n```js\nconst x = "<b>bold</b>";\n```');
  const pre = box.querySelector('pre');
  expect(pre).toHaveAttribute('data-language', 'js');
  await waitFor(() => expect(pre).toHaveAttribute('data-highlighted', 'true'));
  expect(pre.textContent).toBe('const x = "<b>bold</b>";');
  expect(pre.querySelector('b')).toBeNull();
  expect(pre.querySelector('.hljs-keyword')).toHaveTextContent('const');
});

test('safeHref accepts only http, https and mailto', () => {
  expect(safeHref('https://a.example/x')).toBe('https://a.example/x');
  expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c');
  for (const bad of [
    'javascript:alert(1)',
    ' javascript:x',
    'java\tscript:x',
    'data:text/html,x',
    '/relative',
    'vbscript:x',
    '',
    null,
  ]) {
    expect(safeHref(bad)).toBeNull();
  }
});

test('a plain sentence shows as its paragraph at once, without waiting for the Markdown chunk', () => {
  const { container } = renderWithProviders(
    <RichText text="Our CI takes 13 minutes. Where would you start cutting?" />,
  );
  // No await: the parsed form is there in the first render.
  const blocks = screen.getByTestId('rich-text-parsed');
  expect(blocks.innerHTML).toBe('<p>Our CI takes 13 minutes. Where would you start cutting?</p>');
  expect(container.querySelector('[data-rich-text]')).toContainElement(blocks);
});

test('text with Markdown, links or several lines is not taken for plain text', () => {
  for (const text of [
    '**bold**',
    'a `code` b',
    'see https://x.example',
    'www.example.com',
    'ada@example.com',
    '# Title',
    '> quote',
    '- item',
    '1. item',
    'two\nlines',
    ' indented',
    '[link](https://x.example)',
    'a &amp; b',
    '<b>x</b>',
    'a_b_c',
    '~~gone~~',
    'back\\slash',
    '---',
    '+ item',
    '| a | b |',
  ]) {
    expect(isPlainText(text)).toBe(false);
  }
  for (const text of [
    '',
    'Hello.',
    'Where would you start? With the tests: they take 13 minutes!',
    'C# (and F#) or Go',
  ]) {
    expect(isPlainText(text)).toBe(true);
  }
});

test('whatever is taken for plain text, the Markdown renderer draws exactly the same', async () => {
  const [{ default: MarkdownView }, { default: remarkGfm }] = await Promise.all([
    import('./MarkdownView'),
    import('remark-gfm'),
  ]);
  // Random strings over an alphabet full of Markdown's special characters; a fixed seed keeps the run repeatable.
  const alphabet = 'abcdef  Z9.,:;!?#()-+*_`~[]<>&@=|/\\\n\t1wé';
  let seed = 20261123;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const samples = ['Hello.', 'C# (and F#) or Go', 'Ratio 3:2, not 4:3?', 'a|b = c', 'Tabs\tinside', 'x!y?z'];
  for (let i = 0; i < 3000; i += 1) {
    const length = 1 + Math.floor(random() * 10);
    samples.push(Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''));
  }
  const plain = samples.filter(isPlainText);
  expect(plain.length).toBeGreaterThan(200);
  for (const text of plain) {
    const { container, unmount } = render(<MarkdownView text={text} remarkGfm={remarkGfm} />);
    expect([text, container.firstChild.innerHTML]).toEqual([
      text,
      `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`,
    ]);
    unmount();
  }
});

test('once a loader has fetched the Markdown code, Markdown text renders parsed in its first render', async () => {
  await loadMarkdown();
  renderWithProviders(<RichText text={'**Bold** and `code`'} />);
  // No await: no plain-text stand-in first.
  const blocks = screen.getByTestId('rich-text-parsed');
  expect(blocks.querySelector('strong')).toHaveTextContent('Bold');
  expect(blocks.querySelector('code')).toHaveTextContent('code');
});

test('an @username links to the profile; code, emails and URLs keep theirs as text', async () => {
  const box = await renderText(
    'Thanks @grace_h and @Linus-T! Mail ada@example.com, see https://x.dev/@ada or `@inline` code.\n\n```\n@fenced\n```',
  );
  const mentions = [...box.querySelectorAll('a[data-mention]')];
  expect(mentions.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['@grace_h', '/u/grace_h'],
    ['@Linus-T', '/u/Linus-T'],
  ]);
  expect(mentions[0]).not.toHaveAttribute('target');
  expect(box.textContent).toContain('@inline');
  expect(box.textContent).toContain('@fenced');
});

test.each(cases.mentions)('the mentions drawn are those the server notifies: $text', async ({ text, names }) => {
  const box = await renderText(text);
  const drawn = [...box.querySelectorAll('a[data-mention]')].map((link) => link.textContent.slice(1).toLowerCase());
  expect([...new Set(drawn)]).toEqual(names);
});

test('a mention next to markup stays text-safe', async () => {
  const box = await renderText('@bob<img src=x onerror="window.__pwned=3"> and **@carol**');
  expect(box.querySelector('img')).toBeNull();
  expect(window.__pwned).toBeUndefined();
  expect([...box.querySelectorAll('a[data-mention]')].map((link) => link.textContent)).toEqual(['@bob', '@carol']);
});
