import type { RouteId } from '@jogak/app-core';
import type { FileRoutesById } from '../routeTree.gen';

/** The router names an index route with a trailing `/`; app-core's table without. */
type WithoutTrailingSlash<Id extends string> = Id extends '/' ? Id : Id extends `${infer Path}/` ? Path : Id;

/** The route ids of app-core's table that the router has registered. */
export type RegisteredRouteId = Extract<RouteId, WithoutTrailingSlash<keyof FileRoutesById & string>>;

/** The feature package that brings a route not built yet. */
export type FeaturePackage = `features-${string}`;

/**
 * The spec's routes that are not built yet, each with the feature package that will bring it:
 * none today. A route the spec adds is listed here until its screen exists. `tsc` rejects the
 * list when a route is neither registered nor listed, or when a registered route is still listed,
 * and the route-registration test checks the same against the running router.
 */
export const PENDING_ROUTES: Readonly<Record<Exclude<RouteId, RegisteredRouteId>, FeaturePackage>> = {};
