import { setupWorker, type SetupWorker } from 'msw/browser';
import { createSandbox, type Sandbox } from '../handlers';
import type { SandboxStateOptions } from '../model/state';

/** A sandbox served by MSW's service worker, for Storybook and browser tests. */
export interface SandboxWorker extends Sandbox {
  worker: SetupWorker;
  /** Register the worker (`/mockServiceWorker.js` must be served) and start answering. */
  start(): ReturnType<SetupWorker['start']>;
}

/**
 * A sandbox in the browser: requests to `/main/v1/...` on any origin are answered by the worker.
 *
 * @example
 * const sandbox = setupSandboxWorker();
 * await sandbox.start();
 */
export function setupSandboxWorker(options: SandboxStateOptions = {}): SandboxWorker {
  const sandbox = createSandbox(options);
  const worker = setupWorker(...sandbox.handlers);
  return {
    ...sandbox,
    worker,
    start: () => worker.start({ onUnhandledRequest: 'bypass', quiet: true }),
  };
}

// The live side in-page (no socket server): a STOMP broker fed by the model and the market
// simulator, for stories that show a moving market.
export { createStompBroker } from '../live/stomp-broker';
export type { StompBroker, StompTransport } from '../live/stomp-broker';
export { connectLiveBridge, initialLiveMessages } from '../live/live-bridge';
export { createMarketSimulator } from '../live/market-simulator';
export type { MarketSimulator } from '../live/market-simulator';
// The secure keypad's server side, for stories and browser tests that play the server in-page.
export { issueKeypadToken, openKeypadResult } from '../keypad/keypad-authority';
export { DEMO_PIN, DEMO_PIN_SHA256 } from '../model/seed/members';
// A pay-provider signature the sandbox accepts, for stories that sign a ballot or a withdrawal.
export { signAsDevKakaoPay } from '../handlers/kakao-pay-signatures';
