import { JogakApiError } from '@jogak/api-client';

/**
 * The numeric id in a route's `$id`, or null when the segment is not one (the screen then says
 * it cannot find the item instead of asking the server).
 *
 * @example
 * idOf('12') // 12
 * idOf('abc') // null
 */
export function idOf(segment: string): number | null {
  if (!/^\d{1,15}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}

/** What a detail screen shows for an `$id` that is not a number: the server's 404, without the call. */
export const NOT_AN_ID = new JogakApiError({ code: 'NOT_FOUND', message: '찾을 수 없어요.', status: 404, path: '', body: null });
