import '../src/styles.css';
import { attachJogakClient, createJogakClient } from '@jogak/api-client';
import { RouteNavigationProvider, type NavigateToRoute } from '@jogak/app-core';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

// The sandbox answers through Storybook's MSW worker (msw-storybook-addon): the same handlers as
// the tests and the app, at a fixed instant so dates read the same every time.
export const STORY_NOW = '2025-03-04T10:00:00+09:00';
export const supportSandbox = setupSandboxWorker({ now: STORY_NOW });

/** What every support story passes besides the screen's own props. */
export interface SupportStoryArgs {
  readonly onNavigate: NavigateToRoute;
  /** The demo member signed in; a guest when absent. */
  readonly member?: string;
}

/**
 * A fresh sandbox and QueryClient per story, the member's token when `member` is set, and the
 * navigation spy through app-core's provider.
 */
export const withSupportSandbox: Decorator<SupportStoryArgs> = (Story, { args }) => {
  const token = args.member ? supportSandbox.state.login(args.member).token : null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  attachJogakClient(
    queryClient,
    createJogakClient({
      baseUrl: window.location.origin,
      getToken: () => token,
      getUserContext: () => (token ? { userType: '200', individualCorpCode: 'INDIVIDUAL' } : { userType: '100', individualCorpCode: null }),
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouteNavigationProvider navigate={args.onNavigate}>
        <Story />
      </RouteNavigationProvider>
    </QueryClientProvider>
  );
};

/** Puts the seed back and disarms faults before a story (the worker's state outlives stories). */
export function resetSupportSandbox(): void {
  supportSandbox.faults.clear();
  supportSandbox.reset();
}
