import { APP_NAME, ROUTES, type RouteDefinition, type RouteId } from './route-table';

/** The URL path template of a route id: the pathless layout segment (`/_main`) is not in the URL. */
export type RoutePath<Id extends string> = Id extends `/_${string}/${infer Rest}` ? `/${Rest}` : Id;

/** The `$param` names of a path template. */
export type PathParamName<P extends string> = P extends `${string}$${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}$${infer Name}`
    ? Name
    : never;

/** Query keys to set; a key given as `undefined` drops that key of the current query. */
export type SearchUpdate = Readonly<Record<string, string | undefined>>;

type ParamsOf<Id extends RouteId> = [PathParamName<RoutePath<Id>>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: Readonly<Record<PathParamName<RoutePath<Id>>, string>> };

/**
 * Where a decision of app-core (start-up, tabs, the bell, logout, native messages) leads: a
 * route id of {@link ROUTES}, every `$param` of its path, and the query to set. The app follows
 * it with the router's own navigation, so a route not registered there shows as not found.
 *
 * @example
 * const target: RouteTarget = { route: '/subscription/$id/apply/certificate', params: { id: '3' } };
 */
export type RouteTarget = {
  [Id in RouteId]: { readonly route: Id; readonly search?: SearchUpdate } & ParamsOf<Id>;
}[RouteId];

/**
 * The path template of a route id, as the router's `to` takes it.
 *
 * @example
 * routePath('/_main/subscription/$id') // '/subscription/$id'
 * routePath('/auth/login') // '/auth/login'
 */
export function routePath<Id extends RouteId>(id: Id): RoutePath<Id> {
  return id.replace(/^\/_[^/]+(?=\/)/, '') as RoutePath<Id>;
}

/**
 * What the app knows of the route the router matched, by its route id (an index route's trailing
 * `/` ignored); `undefined` for the not-found route and the layouts.
 *
 * @example
 * routeDefinition('/_main/assets')?.auth // true
 * routeDefinition('/_main/$') // undefined
 */
export function routeDefinition(routeId: string): RouteDefinition | undefined {
  const id = routeId.length > 1 ? routeId.replace(/\/$/, '') : routeId;
  return Object.hasOwn(ROUTES, id) ? ROUTES[id as RouteId] : undefined;
}

/**
 * The document's title for a page called `pageName` (WCAG 2.4.2: the browser, a tab switcher and
 * a screen reader tell pages apart by it): the name, then the app's; the app's name alone for
 * `null`.
 *
 * @example
 * documentTitleFor('자산') // '자산 | 조각'
 * documentTitleFor(null) // '조각'
 */
export function documentTitleFor(pageName: string | null): string {
  return pageName === null ? APP_NAME : `${pageName} | ${APP_NAME}`;
}

/**
 * The document's title of a route by its router id (see {@link routeDefinition}); `undefined` for
 * an id that is no route of the table (the catch-all not-found route: its screen names itself).
 *
 * @example
 * documentTitle('/_main/support/faq/') // '자주 묻는 질문 | 조각'
 * documentTitle('/_main/home') // '조각'
 */
export function documentTitle(routeId: string): string | undefined {
  const route = routeDefinition(routeId);
  return route ? documentTitleFor(route.pageName) : undefined;
}

/**
 * The URL of a target, for a link's `href`: the route's path with each `$param` URL-encoded and
 * the query appended (keys given as `undefined` left out). The app's route-registration test
 * checks it against the router's own `buildLocation` for every registered route.
 *
 * @example
 * routeHref({ route: '/_main/subscription/$id', params: { id: '108' } }) // '/subscription/108'
 * routeHref({ route: '/auth/login', search: { tabs: 'corporate' } }) // '/auth/login?tabs=corporate'
 */
export function routeHref(target: RouteTarget): string {
  const params: Readonly<Record<string, string>> = target.params ?? {};
  const path = routePath(target.route).replace(/\$([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(target.search ?? {})) if (value !== undefined) query.set(key, value);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
