import { render } from '@testing-library/react';
import { itemListData, jsonLdText, pageTitle, usePageMeta } from './usePageMeta';

function Page(props) {
  usePageMeta(props);
  return null;
}

test('titles follow "{page} | DevNet - Developer Social Network"', () => {
  expect(pageTitle('Log in')).toBe('Log in | DevNet - Developer Social Network');
  render(<Page title="Privacy Policy" description="How DevNet handles your data." />);
  expect(document.title).toBe('Privacy Policy | DevNet - Developer Social Network');
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    'How DevNet handles your data.',
  );
});

test('structured data is JSON text in an ld+json script, removed with the page', () => {
  const data = { '@type': 'WebPage', name: '</script><script>alert(1)</script>' };
  const { unmount } = render(<Page title="About" structuredData={data} />);
  const script = document.head.querySelector('script[type="application/ld+json"]');
  expect(script.children).toHaveLength(0);
  expect(script.textContent).not.toContain('</script>');
  expect(JSON.parse(script.textContent)).toEqual(data);
  expect(jsonLdText({ a: '<b>' })).toBe('{"a":"\\u003cb>"}');
  unmount();
  expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
});

test('item list data links every item by path and id, named by title or by nameOf', () => {
  expect(itemListData('Notes', '/notes', [{ id: 3, title: 'Hi' }], { origin: 'https://x.test' })).toEqual({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Notes',
    itemListElement: [{ '@type': 'ListItem', position: 1, url: 'https://x.test/notes/3', name: 'Hi' }],
  });
  const people = itemListData('Users', '/profile', [{ id: 7, username: 'ada' }], {
    origin: 'https://x.test',
    nameOf: (user) => user.displayName || user.username,
  });
  expect(people.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, url: 'https://x.test/profile/7', name: 'ada' },
  ]);
});
