import { InvalidIdError } from '../errors';

/**
 * Every API route with an id in it is built here, so no caller can forget: each value
 * becomes exactly one percent-encoded path segment. `encodeURIComponent` leaves `.` alone,
 * and a URL parser resolves `..` and `.` segments, so `show ..` would otherwise ask for
 * `/api/v1/` and `thread ..` for `/api/v1/context`: those ids (and the empty one) are
 * refused before any request is made.
 *
 *     apiPath`/api/v1/statuses/${id}/context`
 */
export function apiPath(parts: TemplateStringsArray, ...segments: string[]): string {
  let path = parts[0] ?? '';
  segments.forEach((segment, i) => {
    path += pathSegment(segment) + (parts[i + 1] ?? '');
  });
  return path;
}

/** One value as one path segment; `''`, `.` and `..` cannot name anything and are refused. */
export function pathSegment(value: string): string {
  if (value === '' || value === '.' || value === '..') throw new InvalidIdError(value);
  return encodeURIComponent(value);
}
