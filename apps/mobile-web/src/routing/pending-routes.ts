import type { RouteId } from '@jogak/app-core';
import type { FileRoutesById } from '../routeTree.gen';

/** The router names an index route with a trailing `/`; app-core's table without. */
type WithoutTrailingSlash<Id extends string> = Id extends '/' ? Id : Id extends `${infer Path}/` ? Path : Id;

/** The route ids of app-core's table that the router has registered. */
export type RegisteredRouteId = Extract<RouteId, WithoutTrailingSlash<keyof FileRoutesById & string>>;

/** The feature package that brings a route not built yet. */
export type FeaturePackage =
  | 'features-auth'
  | 'features-kyc'
  | 'features-investor'
  | 'features-subscription'
  | 'features-trade'
  | 'features-assets'
  | 'features-my'
  | 'features-community'
  | 'features-policy';

/**
 * The spec's routes that are not built yet, each with the feature package that will bring it.
 * The list may only shrink: `tsc` rejects it when a route is neither registered nor listed, or
 * when a registered route is still listed, and the route-registration test checks the same
 * against the running router.
 */
export const PENDING_ROUTES = {
  '/auth/sign-up/corporate/terms': 'features-auth',
  '/auth/sign-up/corporate/info': 'features-auth',
  '/auth/forgot-pin': 'features-auth',
  '/auth/corp-account-link': 'features-auth',
  '/kyc': 'features-kyc',
  '/_main/market': 'features-trade',
  '/_main/market/$id': 'features-trade',
  '/invest-qual-change/fail': 'features-investor',
  '/invest-qual-change/success': 'features-investor',
  '/subscription/$id/apply': 'features-subscription',
  '/subscription/$id/apply/certificate': 'features-subscription',
  '/subscription/$id/subs-end': 'features-subscription',
  '/subscription/cancel/certificate': 'features-subscription',
  '/_main/assets': 'features-assets',
  '/_main/assets/dividend-history/$stockCd': 'features-assets',
  '/_main/my/info': 'features-my',
  '/_main/my/info/edit/email': 'features-my',
  '/investment-analysis/invest-tendency': 'features-investor',
  '/investment-analysis/personal-analysis': 'features-investor',
  '/investment-analysis/personal-question': 'features-investor',
  '/investment-analysis/danger-notice': 'features-investor',
  '/investment-analysis/invest-result': 'features-investor',
  '/investor-status-change/write-confirm': 'features-investor',
  '/investor-status-change/invest-div': 'features-investor',
  '/investor-status-change/invest-question': 'features-investor',
  '/investor-status-change/invest-report': 'features-investor',
  '/investor-status-change/invest-change': 'features-investor',
  '/investor-status-change/income-cond': 'features-investor',
  '/investor-status-change/invest-doc': 'features-investor',
} as const satisfies Record<Exclude<RouteId, RegisteredRouteId>, FeaturePackage>;
