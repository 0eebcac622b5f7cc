import { render } from '@testing-library/react';
import { jsonLdText, pageTitle, usePageMeta } from './usePageMeta';

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
