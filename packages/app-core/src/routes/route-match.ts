import { ROUTES, type RouteDefinition, type RouteName } from './route-table';

/** A pathname resolved against {@link ROUTES}. */
export interface RouteMatch {
  readonly name: RouteName;
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

// Static segments outrank `$params` so `/policy/terms` never reads as `/policy/$agreementKey`.
const ORDERED = (Object.keys(ROUTES) as RouteName[])
  .map((name) => ({ name, segments: segmentsOf(ROUTES[name].path) }))
  .sort((a, b) => {
    const staticCount = (segments: string[]) => segments.filter((s) => !s.startsWith('$')).length;
    return staticCount(b.segments) - staticCount(a.segments);
  });

/**
 * Finds the route of a pathname (query and hash ignored, trailing slash tolerated).
 * Returns `undefined` for the catch-all not-found case.
 *
 * @example
 * matchRoute('/subscription/12')?.name // 'subscriptionDetail'
 * matchRoute('/subscription/12')?.params // { id: '12' }
 * matchRoute('/nowhere') // undefined
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = segmentsOf(path);
  for (const candidate of ORDERED) {
    if (candidate.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = candidate.segments.every((expected, index) => {
      const actual = segments[index] ?? '';
      if (expected.startsWith('$')) {
        params[expected.slice(1)] = decodeSegment(actual);
        return true;
      }
      return expected === actual;
    });
    if (matches) return { name: candidate.name, route: ROUTES[candidate.name], params };
  }
  return undefined;
}
