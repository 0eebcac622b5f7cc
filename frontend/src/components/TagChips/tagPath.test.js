import { tagName, tagPath } from './tagPath';

test("a tag's page: lower-cased, without '#', and safe in a path", () => {
  expect(tagName(' #Rust ')).toBe('rust');
  expect(tagPath('#Rust')).toBe('/tags/rust');
  expect(tagPath('c/c++')).toBe('/tags/c%2Fc%2B%2B');
});
