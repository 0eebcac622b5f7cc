import { useEffect } from 'react';

export const SITE_NAME = 'DevNet';
export const SITE_SUFFIX = `${SITE_NAME} - Developer Social Network`;

/** '{page} | DevNet - Developer Social Network', or the bare suffix without a page. */
export function pageTitle(page) {
  return page ? `${page} | ${SITE_SUFFIX}` : SITE_SUFFIX;
}

/**
 * JSON for a <script type="application/ld+json">: '<' is escaped so the text can never close
 * the script element, whatever the data holds.
 */
export function jsonLdText(data) {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * schema.org ItemList named `name` of the items on the page, linked as `${origin}${path}/${id}`;
 * each item's name is `nameOf(item)` (its title by default).
 */
export function itemListData(
  name,
  path,
  items,
  { origin = window.location.origin, nameOf = (item) => item.title } = {},
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: (items ?? []).map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${origin}${path}/${item.id}`,
      name: nameOf(item),
    })),
  };
}

function ensureMeta(name) {
  let meta = document.head.querySelector(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('name', name);
    document.head.appendChild(meta);
  }
  return meta;
}

/**
 * Sets the document title, the meta description, an optional JSON-LD block and an optional Atom
 * feed (`feed: {title, href}`: a `<link rel="alternate" type="application/atom+xml">` readers
 * find) for the page; puts back the previous title and description when the page goes away.
 */
export function usePageMeta({ title, description, structuredData, feed } = {}) {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return undefined;
    const meta = ensureMeta('description');
    const previous = meta.getAttribute('content');
    meta.setAttribute('content', description);
    return () => {
      if (previous === null) meta.removeAttribute('content');
      else meta.setAttribute('content', previous);
    };
  }, [description]);

  const json = structuredData === undefined ? null : jsonLdText(structuredData);
  useEffect(() => {
    if (json === null) return undefined;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-page-meta', '');
    // textContent, never innerHTML: the data is text.
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [json]);

  const feedTitle = feed?.title;
  const feedHref = feed?.href;
  useEffect(() => {
    if (!feedHref) return undefined;
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = 'application/atom+xml';
    link.title = feedTitle ?? SITE_NAME;
    link.href = feedHref;
    link.setAttribute('data-page-meta', '');
    document.head.appendChild(link);
    return () => link.remove();
  }, [feedTitle, feedHref]);
}
