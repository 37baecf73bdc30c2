import { commonStore, isShellVersionSupported, loadDialogDefinition, userStore, type AndroidVersionPolicy } from '@jogak/app-core';
import type { NativeBridge } from '@jogak/native-bridge';
import { openDialog, type DialogDefinition } from '@jogak/ui-kit';
import { retryWhenOnline } from '../app/retry-when-online';

// The catalogue loads on first use (issue #18); offline, the dialog waits for the network rather
// than let an unsupported app past the gate on a failed load.
const invalidVersionDialog = () => retryWhenOnline(() => loadDialogDefinition('INVALID_VERSION'));

/**
 * The shell's optional `needUpdate` (a newer build exists; this one still works): a question the
 * member may decline, unlike INVALID_VERSION's single button. The spec's catalogue has no entry
 * for it, so the copy is decided here.
 */
export const OPTIONAL_UPDATE_DIALOG: DialogDefinition = {
  name: 'OPTIONAL_UPDATE',
  title: '새 버전이 나왔어요',
  contents: '최신 버전으로 업데이트하면 더 안전하고 편리하게 이용할 수 있어요.',
  buttons: [
    { text: '나중에', style: 'outline', response: false },
    { text: '업데이트하기', style: 'primary', response: true },
  ],
};

/**
 * The version check of spec §4 on what the shell reported, and the invalid-version dialog:
 * `requireUpdate` shows it again after every store visit (an unsupported app goes no further),
 * `askUpdate` carries out the shell's `needUpdate`. `dispose` withdraws the dialog.
 *
 * @example
 * const gate = createVersionGate({ bridge, policy: DEFAULT_ANDROID_VERSION_POLICY, now: Date.now });
 * if (!gate.isVersionSupported()) await gate.requireUpdate();
 */
export function createVersionGate({
  bridge,
  policy,
  now,
}: {
  bridge: Pick<NativeBridge, 'request' | 'send'>;
  policy: AndroidVersionPolicy;
  now: () => number;
}) {
  // Ends only with the shell (dispose), which withdraws the dialog.
  const lifetime = new AbortController();
  // One loop however often it is asked for (a second `init`, a `needUpdate` during start-up).
  let updateLoop: Promise<void> | undefined;

  // The shell names its store page in `needUpdate`; otherwise it answers `update.check` with it.
  const openStore = async (storeUrl: string | undefined) => {
    const url = storeUrl ?? (await bridge.request('update.check')).storeUrl;
    if (url) bridge.send('openLink', { url });
  };

  const requireUpdate = (storeUrl?: string): Promise<void> =>
    (updateLoop ??= (async () => {
      while (!lifetime.signal.aborted) {
        await openDialog(await invalidVersionDialog(), { signal: lifetime.signal });
        if (lifetime.signal.aborted) return;
        await openStore(storeUrl).catch((error: unknown) => console.error('[jogak] could not open the store', error));
      }
    })());

  return {
    isVersionSupported: () =>
      isShellVersionSupported({ os: userStore.media, appVersion: commonStore.version, policy, now: new Date(now()) }),
    requireUpdate: () => requireUpdate(),
    askUpdate: async (required: boolean, storeUrl: string | undefined) => {
      // Neither is awaited: the required loop never ends, and the optional question waits for the
      // member, while the messages after this one must still be handled (a back on the question
      // is handled while it is up, not replayed after its answer).
      if (required) {
        void requireUpdate(storeUrl);
        return;
      }
      void (async () => {
        if (await openDialog(OPTIONAL_UPDATE_DIALOG, { signal: lifetime.signal })) await openStore(storeUrl);
      })().catch((error: unknown) => console.error('[jogak] could not open the store', error));
    },
    dispose: () => lifetime.abort(),
  };
}

export type VersionGate = ReturnType<typeof createVersionGate>;
