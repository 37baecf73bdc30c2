import { getResponse, http, type RequestHandler } from 'msw';

/** What `holdOlderAnswer` needs of a test's sandbox (`setupSandboxServer`). */
interface SandboxHandlers {
  readonly handlers: readonly RequestHandler[];
  readonly server: { use(...handlers: RequestHandler[]): void };
}

/** A held call: `arrived` settles once it is held, `answer()` lets its older answer go. */
export interface HeldAnswer {
  readonly arrived: Promise<void>;
  readonly answer: () => void;
}

/**
 * Holds the next GET of `path` (that `matches` accepts) with the answer the sandbox gives as it
 * arrives, a server snapshot of that moment, until the test calls `answer`: the answer then lands
 * after whatever the test did meanwhile, as a slow refetch's would. Calls after it are answered as
 * usual.
 *
 * @example
 * const amounts = holdOlderAnswer(sandbox, /\/main\/v1\/account\/amts$/);
 * reconnect();
 * await amounts.arrived;
 * live({ event: 'account-updated', data: newer });
 * amounts.answer();
 */
export function holdOlderAnswer(sandbox: SandboxHandlers, path: RegExp, matches: (request: Request) => boolean = () => true): HeldAnswer {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  let held = () => {};
  const arrived = new Promise<void>((resolve) => {
    held = resolve;
  });
  let taken = false;
  sandbox.server.use(
    http.get(path, async ({ request }) => {
      if (taken || !matches(request)) return undefined;
      taken = true;
      const snapshot = await getResponse([...sandbox.handlers], request);
      held();
      await answered;
      return snapshot;
    }),
  );
  return { arrived, answer };
}
