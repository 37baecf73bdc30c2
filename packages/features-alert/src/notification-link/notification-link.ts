/**
 * The app path a notification opens, or `null`: only a path of this app (one leading slash, no
 * scheme, no `//host`, no backslash) is followed, so a crafted link can never leave the app.
 *
 * @example
 * notificationHref('/subscription/108'); // '/subscription/108'
 * notificationHref('https://evil.example'); // null
 * notificationHref('//evil.example/x'); // null
 */
export function notificationHref(linkPath: string | null): string | null {
  if (!linkPath) return null;
  const path = linkPath.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return path;
}
