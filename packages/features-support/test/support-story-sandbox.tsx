import '../src/styles.css';
import type { NavigateToRoute } from '@jogak/app-core';
import { StoryProviders } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator } from '@storybook/react-vite';

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

/** The app's providers for a story, with the member's token when `member` is set. */
export const withSupportSandbox: Decorator<SupportStoryArgs> = (Story, { args }) => (
  <StoryProviders token={args.member ? supportSandbox.state.login(args.member).token : null} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

/** Puts the seed back and disarms faults before a story (the worker's state outlives stories). */
export function resetSupportSandbox(): void {
  supportSandbox.faults.clear();
  supportSandbox.reset();
}
