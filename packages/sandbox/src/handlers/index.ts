import type { HttpHandler } from 'msw';
import { createFaultSwitches, faultHandler, type FaultSwitches } from '../faults/faults';
import { keypadHandlers } from '../keypad/keypad-handlers';
import { createSandboxState, type SandboxState, type SandboxStateOptions } from '../model/state';
import { accountHandlers } from './account-handlers';
import { addressHandlers } from './address-handlers';
import { authHandlers } from './auth-handlers';
import { communityHandlers } from './community-handlers';
import { controlHandlers } from './control-handlers';
import { marketHandlers } from './market-handlers';
import { memberHandlers } from './member-handlers';
import { partnerHandlers } from '../partner/partner-handlers';
import { verifierHandlers } from '../verifier/verifier-handlers';

/** A sandbox: its state, its fault switches and the one handler list every runner uses. */
export interface Sandbox {
  state: SandboxState;
  faults: FaultSwitches;
  handlers: HttpHandler[];
  /** Back to the seed and no faults armed (between tests). */
  reset(): void;
}

/**
 * The handler list for a state: fault switches first (they fall through when nothing is armed),
 * the sandbox's control routes and partner web-view pages, then every operation of the contract.
 *
 * @example
 * setupServer(...createHandlers(state, faults));
 */
export function createHandlers(state: SandboxState, faults: FaultSwitches): HttpHandler[] {
  return [
    faultHandler(faults),
    ...controlHandlers(state, faults),
    ...partnerHandlers(state),
    ...verifierHandlers(state),
    ...authHandlers(state),
    ...keypadHandlers(state),
    ...memberHandlers(state),
    ...accountHandlers(state),
    ...marketHandlers(state),
    ...communityHandlers(state),
    ...addressHandlers(state),
  ];
}

/**
 * Create a sandbox with fresh state and its handlers.
 *
 * @example
 * const sandbox = createSandbox({ now: '2025-03-04T10:00:00+09:00' });
 * const server = setupServer(...sandbox.handlers);
 * afterEach(() => sandbox.reset());
 */
export function createSandbox(options: SandboxStateOptions = {}): Sandbox {
  const state = createSandboxState(options);
  const faults = createFaultSwitches();
  return {
    state,
    faults,
    handlers: createHandlers(state, faults),
    reset() {
      state.reset();
      faults.clear();
    },
  };
}
