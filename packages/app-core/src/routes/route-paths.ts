import { ROUTES, type RouteName } from './route-table';

/** The `$param` names of a path template, in order. */
export type PathParams<P extends string> = P extends `${string}$${infer Name}/${infer Rest}`
  ? [Name, ...PathParams<`/${Rest}`>]
  : P extends `${string}$${infer Name}`
    ? [Name]
    : [];

type ParamValues<T extends readonly string[]> = { [K in keyof T]: string | number };

/** A builder that takes one value per `$param`, in order. */
export type PathBuilder<P extends string> = (...params: ParamValues<PathParams<P>>) => string;

type PathBuilders = { readonly [N in RouteName]: PathBuilder<(typeof ROUTES)[N]['path']> };

/**
 * Fills a path template's `$param`s in order, URL-encoding each value.
 *
 * @example
 * fillPath('/subscription/$id/disclosure/$disclosureId', [7, 'a b']) // '/subscription/7/disclosure/a%20b'
 */
export function fillPath(template: string, params: readonly (string | number)[]): string {
  let index = 0;
  return template.replace(/\$[A-Za-z]+/g, (placeholder) => {
    const value = params[index];
    index += 1;
    if (value === undefined) throw new Error(`경로 ${template}에 ${placeholder} 값이 없어요.`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Typed path builders, one per route of {@link ROUTES}.
 *
 * @example
 * routes.home() // '/home'
 * routes.subscriptionDetail(12) // '/subscription/12'
 * routes.subscriptionProspectusDocument(12, 'M01') // '/subscription/12/prospectus/M01'
 */
export const routes = Object.fromEntries(
  (Object.keys(ROUTES) as RouteName[]).map((name) => [
    name,
    (...params: (string | number)[]) => fillPath(ROUTES[name].path, params),
  ]),
) as unknown as PathBuilders;
