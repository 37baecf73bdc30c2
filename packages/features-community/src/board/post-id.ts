/**
 * The numeric id of a board post from a route's `$id`; `null` when the path holds something
 * else (the screen then says the post does not exist instead of asking the server).
 *
 * @example
 * postIdOf('12') // 12
 * postIdOf('12abc') // null
 */
export function postIdOf(param: string): number | null {
  return /^[1-9]\d{0,15}$/.test(param) ? Number(param) : null;
}
