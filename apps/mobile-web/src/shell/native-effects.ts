import type { JogakClient } from '@jogak/api-client';
import {
  STORAGE_KEYS,
  accountFlowPurpose,
  loadDialogDefinition,
  recheckKakaoSignIn,
  userStore,
  type PartnerWebViewOpening,
  type PersistenceAdapter,
} from '@jogak/app-core';
import type { NativeBridge } from '@jogak/native-bridge';
import { openDialog, showToast } from '@jogak/ui-kit';
import { retryWhenOnline } from '../app/retry-when-online';
import type { ShellEffects } from '../native/run-shell-actions';
import { MARKET_FOREGROUND_EVENT, type LiveFeed } from './live-feed';
import type { ShellNavigation } from './navigation';
import type { VersionGate } from './version-gate';

/** What the shell remembers between native messages. */
export interface ShellMemory {
  /**
   * When the last `background` message arrived; cleared once the `foreground` after it has been
   * judged (`handleNativeMessages`), so a pause is measured once.
   */
  pausedAt: number | undefined;
  /** The OS version of the last `osVersion` message, shown on /my. */
  osVersion: string;
}

/** The shell's parts the native-message actions are carried out with. */
export interface NativeEffectParts {
  bridge: Pick<NativeBridge, 'send'>;
  client: Pick<JogakClient, 'GET' | 'POST'>;
  persistence: PersistenceAdapter;
  navigation: ShellNavigation;
  live: Pick<LiveFeed, 'reconnect'>;
  signOut: () => Promise<void>;
  openPartnerWebView: (opening: PartnerWebViewOpening) => Promise<void>;
  versionGate: Pick<VersionGate, 'askUpdate'>;
  memory: ShellMemory;
}

/**
 * The effects of the native-message actions (spec §4), built from the shell's parts.
 *
 * @example
 * await runShellActions(planNativeMessage(message, facts, origin), createShellEffects(parts), console.error);
 */
export function createShellEffects(parts: NativeEffectParts): ShellEffects {
  const { bridge, client, persistence, navigation, signOut, memory } = parts;
  const askNetworkChange = async () => {
    if (!(await openDialog(await retryWhenOnline(() => loadDialogDefinition('NETWORK_CHANGED'))))) return;
    await Promise.all(Object.values(STORAGE_KEYS).map((key) => persistence.remove(key)));
    await signOut();
  };
  // The question waits for the member outside the message queue: the messages arriving meanwhile
  // (a back, a foreground) are handled while it is up, not replayed after 확인 on the login page.
  // One question at a time: a second change while it is up asks nothing new.
  let networkChangeQuestion: Promise<void> | undefined;
  return {
    persistence,
    navigate: navigation.navigate,
    openHref: navigation.openHref,
    back: navigation.back,
    logout: signOut,
    recheckKakaoSignIn: () =>
      recheckKakaoSignIn({
        client,
        logout: signOut,
        // Only a refusal logs out (app-core decides); a network or server error keeps the session.
        onError: (error) => console.warn('[jogak] Kakao sign-in re-check failed', error),
      }),
    reconnectRealtime: () => parts.live.reconnect(),
    emitMarketForeground: () => window.dispatchEvent(new CustomEvent(MARKET_FOREGROUND_EVENT)),
    exitApp: () => bridge.send('exit'),
    restartAccountFlow: () => parts.openPartnerWebView({ purpose: accountFlowPurpose(userStore.individualCorpCode) }),
    reportAccountOpened: async (accountNo) => {
      await client.POST('/main/v1/account/affiliate/opened', { body: { accountNo } });
    },
    reportAccountLinked: async () => {
      await client.POST('/main/v1/account/after_alliance_account');
    },
    toast: (message) => showToast(message),
    askUpdate: parts.versionGate.askUpdate,
    confirmNetworkChange: async () => {
      networkChangeQuestion ??= askNetworkChange()
        .catch((error: unknown) => console.error('[jogak] network change: could not clear the session', error))
        .finally(() => {
          networkChangeQuestion = undefined;
        });
    },
    recordPause: (at) => {
      memory.pausedAt = at;
    },
    recordOsVersion: (_os, version) => {
      memory.osVersion = version;
    },
  };
}
