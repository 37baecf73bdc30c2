import { resetSession, resetUser } from '@jogak/app-core';
import { setupSandboxWorker } from '@jogak/sandbox/browser';

/**
 * The sandbox for one story file: its handlers for Storybook's MSW addon, and a `beforeEach` that
 * gives every story fresh sandbox data and empty app-wide stores (a story's sign-in writes them),
 * so no story sees another's member.
 *
 * @example
 * const { sandbox, parameters, beforeEach } = storySandbox({ now: '2025-03-04T10:00:00+09:00' });
 * const meta = { title: '…', parameters, beforeEach } satisfies Meta<StoryArgs>;
 */
export function storySandbox(options: Parameters<typeof setupSandboxWorker>[0]) {
  const sandbox = setupSandboxWorker(options);
  return {
    sandbox,
    parameters: { msw: { handlers: sandbox.handlers } },
    beforeEach: () => {
      sandbox.reset();
      resetUser();
      resetSession();
    },
  };
}
