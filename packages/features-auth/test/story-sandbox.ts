import { resetSession, resetUser } from '@jogak/app-core';
import { jogakQueryClient } from '@jogak/feature-testing';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';

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

/**
 * Each story's own QueryClient with the Jogak client of a guest (user type 100) on the story
 * file's sandbox (the page's origin, which MSW answers): the sign-up screens before any sign-in.
 *
 * @example
 * const meta = { title: '…', decorators: [withGuestQueries], parameters, beforeEach } satisfies Meta<typeof Screen>;
 */
export const withGuestQueries: Decorator = (Story) => {
  const queryClient = jogakQueryClient(window.location.origin, {});
  return createElement(QueryClientProvider, { client: queryClient }, createElement(Story));
};
