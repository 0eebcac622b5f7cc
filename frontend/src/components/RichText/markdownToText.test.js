import { markdownToText, plainExcerpt } from './markdownToText';

test.each([
  ['Some **bold** and *italic* and __strong__ and _em_ words', 'Some bold and italic and strong and em words'],
  ['```js\nconst a = 1;\n```\nafter', 'const a = 1; after'],
  ['Use `npm ci` here', 'Use npm ci here'],
  ['See [the docs](https://example.com/docs) and ![a cat](/cat.png)', 'See the docs and a cat'],
  ['<https://example.com> plain', 'https://example.com plain'],
  ['# Title\n\n> quoted\n\n- one\n- two\n1. three', 'Title quoted one two three'],
  ['| a | b |\n|---|---|\n| 1 | 2 |', 'a b 1 2'],
  ['~~gone~~ and snake_case_name and 2*3*4', 'gone and snake_case_name and 2*3*4'],
  ['escaped \\*stars\\*', 'escaped *stars*'],
  ['- [x] done task', 'done task'],
])('%j reads as %j', (markdown, text) => {
  expect(markdownToText(markdown)).toBe(text);
});

test('the excerpt is the first 150 characters of the plain text, with ... when longer', () => {
  expect(plainExcerpt(`**${'a'.repeat(200)}**`)).toBe(`${'a'.repeat(150)}...`);
  expect(plainExcerpt('```\ncode\n```')).toBe('code');
  expect(plainExcerpt(null)).toBe('');
});
