const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Whether a request's `Origin` is a page served from this machine (http or https, any port). The
 * sandbox's servers listen on loopback for the developer's own browser and tests; a page of any
 * other site the developer has open can still send them a simple POST, which CORS does not stop.
 *
 * @example
 * isLoopbackOrigin('http://localhost:5173'); // true
 * isLoopbackOrigin('https://evil.example'); // false
 */
export function isLoopbackOrigin(origin: string): boolean {
  return LOOPBACK_ORIGIN.test(origin);
}
