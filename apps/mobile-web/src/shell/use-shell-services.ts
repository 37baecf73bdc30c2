import { useRouteContext } from '@tanstack/react-router';
import type { ShellServices } from './shell-context';

/**
 * The shell's services (HTTP client, bridge, persistence, live feed, logout) from the router
 * context, for any screen of the app.
 *
 * @example
 * const { client } = useShellServices();
 */
export function useShellServices(): ShellServices {
  return useRouteContext({ from: '__root__', select: (context) => context.services });
}
