import { errorLog, type ErrorLog } from './error-log';

function describeError(error: unknown): { message: string; stack: string | undefined } {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  if (typeof error === 'string') return { message: error, stack: undefined };
  try {
    return { message: JSON.stringify(error), stack: undefined };
  } catch {
    return { message: String(error), stack: undefined };
  }
}

/**
 * Spec section 8: an uncaught application error is printed as its message plus the current route
 * name, then goes to the error log (which the development printer shows) and the console.
 *
 * @example
 * reportAppError(new Error('boom'), '/_main/home'); // console: "[jogak] boom (route: /_main/home)"
 */
export function reportAppError(error: unknown, route: string | undefined, log: ErrorLog = errorLog): void {
  const { message, stack } = describeError(error);
  log.add({ kind: 'uncaught', message, route, stack, at: Date.now() });
  console.error(`[jogak] ${message} (route: ${route ?? '-'})`, error);
}

/**
 * Spec section 8: unhandled promise rejections are logged with their reason and stack.
 *
 * @example
 * reportRejection(new Error('late'), '/my');
 */
export function reportRejection(reason: unknown, route: string | undefined, log: ErrorLog = errorLog): void {
  const { message, stack } = describeError(reason);
  log.add({ kind: 'rejection', message, route, stack, at: Date.now() });
  console.error(`[jogak] unhandled rejection: ${message}`, stack ?? reason);
}

/**
 * Installs the window-level handlers: unhandled rejections go to {@link reportRejection}; the
 * window `error` event is written to the console only (spec section 8), because React and the
 * router already report the errors they catch. Returns the uninstaller.
 *
 * @example
 * const uninstall = installGlobalErrorHandlers(() => router.state.location.pathname);
 */
export function installGlobalErrorHandlers(
  currentRoute: () => string | undefined,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  log: ErrorLog = errorLog,
): () => void {
  const onRejection = (event: PromiseRejectionEvent) => reportRejection(event.reason, currentRoute(), log);
  const onError = (event: ErrorEvent) => console.error('[jogak] window error:', event.message, event.error);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}

/**
 * The restricted branch (failed environment check) keeps errors on the console only.
 *
 * @example
 * const uninstall = installConsoleOnlyErrorHandlers();
 */
export function installConsoleOnlyErrorHandlers(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onRejection = (event: PromiseRejectionEvent) => console.error('[jogak] unhandled rejection:', event.reason);
  const onError = (event: ErrorEvent) => console.error('[jogak] window error:', event.message, event.error);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
