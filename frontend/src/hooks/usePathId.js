import { useParams } from 'react-router-dom';

/** A path id is a positive integer written in digits; anything else is an invalid id (null). */
export function parsePathId(value) {
  return /^[1-9][0-9]*$/.test(value ?? '') ? Number(value) : null;
}

/**
 * The route parameter `name` (default `id`, as in `/threads/:id`) as a positive integer, or null
 * when the address holds anything else (API.md: such an id answers 404; screens show 'Invalid ID').
 */
export function usePathId(name = 'id') {
  return parsePathId(useParams()[name]);
}
