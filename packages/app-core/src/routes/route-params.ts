import { serverIdOf } from '@jogak/domain-rules';

/**
 * A route's `params.parse` for segments that are the server's numeric ids (an offering, a vote, a
 * disclosure; domain-rules' `serverIdOf`). A segment that is not one (`/subscription/abc`) makes
 * the route match nothing, so the app's not-found page answers instead of a screen that asks the
 * server for `NaN` and offers a retry that cannot help. Returns the params unchanged when every named segment is an id.
 *
 * @example
 * createFileRoute('/_main/subscription/$id')({
 *   params: { parse: (params) => onlyIdSegments(params, 'id') },
 * });
 * onlyIdSegments({ id: '108' }, 'id') // { id: '108' }
 * onlyIdSegments({ id: 'abc' }, 'id') // false
 */
export function onlyIdSegments<Params extends Readonly<Record<string, string>>>(
  params: Params,
  ...names: readonly [keyof Params & string, ...(keyof Params & string)[]]
): Params | false {
  return names.every((name) => serverIdOf(params[name] ?? '') !== null) ? params : false;
}
