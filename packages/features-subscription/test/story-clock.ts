import { http, HttpResponse, type HttpHandler } from 'msw';

/** The instant every story's sandbox stands at, so states, D-days and countdowns read the same. */
export const STORY_NOW = '2025-03-04T10:00:00+09:00';

/**
 * A clock that starts at `STORY_NOW` when the story renders and runs on in real time, so the
 * countdown ticks from the same point every time.
 */
export function storyClock(): () => number {
  const startedAt = Date.now();
  return () => Date.parse(STORY_NOW) + (Date.now() - startedAt);
}

/** A GET of `path` that answers an empty page. */
export function emptyPage(path: string): HttpHandler {
  return http.get(`*${path}`, () => HttpResponse.json({ content: [], pageInfo: { page: 0, size: 100, totalElements: 0, last: true } }));
}

