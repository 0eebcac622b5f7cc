import { apiResponse } from './client';

/** Page size of the thread and project lists (API.md: limit defaults to 20). */
export const PAGE_SIZE = 20;

/**
 * The target of the `rel="next"` link in an RFC 8288 `Link` header, or null.
 * `</api/threads?sortBy=latest&cursor=abc>; rel="next"` -> '/api/threads?sortBy=latest&cursor=abc'
 */
export function nextLinkTarget(header) {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    const rel = match && /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;]+))/i.exec(match[2]);
    if (rel && (rel[1] ?? rel[2]).toLowerCase().split(/\s+/).includes('next')) return match[1];
  }
  return null;
}

/** The opaque `cursor` query parameter of a next-page link, or null. */
export function cursorOf(target) {
  if (!target) return null;
  try {
    return new URL(target, 'http://localhost').searchParams.get('cursor');
  } catch {
    return null;
  }
}

/** GETs one page of a list: `{items, nextCursor}` (nextCursor null on the last page). */
export async function fetchPage(path) {
  const { data, headers } = await apiResponse(path);
  return {
    items: Array.isArray(data) ? data : [],
    nextCursor: cursorOf(nextLinkTarget(headers.get('Link'))),
  };
}

/** '/api/threads?sortBy=latest&limit=20&cursor=x': empty values are left out, in a fixed order. */
export function listPath(base, params) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}
