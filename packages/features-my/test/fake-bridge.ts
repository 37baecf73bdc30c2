import { NativeBridgeError, type CommandPayloads, type CommandResults, type RequestCommandName } from '@jogak/native-bridge';
import type { MyBridge } from '../src/pin-entry/pin-entry';

/** SHA-256 of the demo members' PIN 123456: the sandbox accepts it as `hashPIN` (no keypad needed). */
export const DEMO_PIN_HASH = '8d969eef6ecad3c29a3a629280e686cf0c3f5d5a86aff3ca12020c923adc6c92';
/** SHA-256 of 654321, the new PIN the fake keypad types. */
export const NEW_PIN_HASH = '481f6cc0511143ccdd7e2d1b1b94faf0a700a8b49cd13922a70b5ae28acaa8c5';

type Answers = { [C in RequestCommandName]?: (payload: CommandPayloads[C]) => CommandResults[C] | Promise<CommandResults[C]> };

/** A bridge call as the fake recorded it. */
export interface BridgeCall {
  readonly command: string;
  readonly payload: unknown;
}

const DEFAULT_ANSWERS: Answers = {
  'pin.verify': () => ({ token: 'fake-keypad', encrypted: DEMO_PIN_HASH }),
  'pin.set': () => ({ token: 'fake-keypad', encrypted: NEW_PIN_HASH }),
  'biometrics.use': () => ({ enabled: true }),
  share: () => ({ method: 'share-sheet' }),
  'update.check': () => ({ needUpdate: false, latestVersion: '3.2.0' }),
};

/**
 * A shell for tests and stories: the keypad types the demo PIN (or 654321 as a new PIN), the
 * share sheet shares, biometrics turn on, the app is up to date; `answers` replaces any of them
 * (throw `bridgeError('cancelled', …)` for a person who closes the sheet). Every call is recorded.
 *
 * @example
 * const { bridge, calls } = fakeBridge({ share: () => { throw bridgeError('rejected', 'share'); } });
 */
export function fakeBridge(answers: Answers = {}): { readonly bridge: MyBridge; readonly calls: BridgeCall[] } {
  const calls: BridgeCall[] = [];
  const table = { ...DEFAULT_ANSWERS, ...answers } as Record<string, ((payload: unknown) => unknown) | undefined>;
  const bridge = {
    request: async (command: string, payload: unknown = {}) => {
      calls.push({ command, payload });
      const answer = table[command];
      if (!answer) throw new NativeBridgeError('unavailable', command);
      return answer(payload);
    },
    send: (command: string, payload: unknown = {}) => {
      calls.push({ command, payload });
    },
  };
  return { bridge: bridge as unknown as MyBridge, calls };
}

/**
 * A bridge failure of one kind, as the shell reports it.
 *
 * @example
 * bridgeError('cancelled', 'pin.verify')
 */
export function bridgeError(kind: 'cancelled' | 'rejected' | 'unavailable', command: string, message?: string): NativeBridgeError {
  return new NativeBridgeError(kind, command, message);
}
