/** The origin an app path is resolved against, to see where a browser would take it. */
const APP_ORIGIN = 'https://app.invalid';

/** ASCII whitespace and control characters: browsers drop some of them from a URL (the tab of `/\t/host`). */
const hasWhitespaceOrControl = (text: string) => [...text].some((character) => character <= ' ' || character === '\u007f');

/**
 * The app path a notification opens, or `null`: only a path of this app is followed, so a crafted
 * link can never leave the app. Around it spaces are trimmed; in it no whitespace, control
 * character or backslash (routers and browsers read a backslash differently); it starts with
 * exactly one slash, and a browser resolving it stays on the app's origin.
 *
 * @example
 * notificationHref('/subscription/108'); // '/subscription/108'
 * notificationHref('https://evil.example'); // null
 * notificationHref('//evil.example/x'); // null
 * notificationHref('/\t/evil.example'); // null
 */
export function notificationHref(linkPath: string | null): string | null {
  if (!linkPath) return null;
  const path = linkPath.trim();
  if (hasWhitespaceOrControl(path) || path.includes('\\') || !path.startsWith('/') || path.startsWith('//')) return null;
  return new URL(path, APP_ORIGIN).origin === APP_ORIGIN ? path : null;
}
