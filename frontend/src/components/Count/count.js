/**
 * '1 comment', '3 comments', '0 comments': a count with its noun in the right number (English
 * plural rules, through Intl.PluralRules). `many` defaults to `one` + 's'.
 */
const rules = new Intl.PluralRules('en-US');

export function countLabel(count, one, many = `${one}s`) {
  return `${count} ${rules.select(count) === 'one' ? one : many}`;
}
