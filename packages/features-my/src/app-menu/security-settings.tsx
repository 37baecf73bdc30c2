import { failureMessage, memberMutations } from '@jogak/api-client';
import { RouteLink, type PersistenceAdapter } from '@jogak/app-core';
import { isNativeBridgeError, type PinOwner } from '@jogak/native-bridge';
import { Button, showToast } from '@jogak/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { ConsentSwitch } from '../consents/consent-switch';
import { enterPin, type MyBridge } from '../pin-entry/pin-entry';

/**
 * Where the device remembers that biometric unlock is on, one key per PIN owner: the shell keeps
 * one biometric key for each owner (`biometrics.use` and `biometrics.reset` name it), and an
 * individual and a corporation can share a phone. Each mirrors its owner's key in the shell, so it
 * changes only with it: that owner's switch, and that owner's closed membership (which sends
 * `biometrics.reset`). They are not among app-core's STORAGE_KEYS, so neither logout nor the
 * network-change clear removes them: spec §4's logout invalidates the PIN and leaves biometric
 * unlock on, for the member's next sign-in on this device.
 */
export const BIOMETRICS_STORAGE_KEYS = {
  individual: 'jogak:biometrics:individual',
  corporate: 'jogak:biometrics:corporate',
} as const satisfies Record<PinOwner, string>;

/**
 * The one flag earlier versions kept for both owners, written by whichever switch was used last.
 * Its owner is not recorded, so the first owner whose switch reads it adopts it (on a phone one
 * member type uses, its only owner) and it goes; a closed membership removes it too, its holder
 * being the likeliest owner.
 */
export const SHARED_BIOMETRICS_STORAGE_KEY = 'jogak:biometrics';

/**
 * Whether `owner` turned biometric unlock on, as this device remembers it, adopting the shared flag
 * of earlier versions when the owner has no flag of their own yet.
 *
 * @example
 * await readBiometricsFlag(createMemoryPersistence({ 'jogak:biometrics': 'Y' }), 'corporate'); // true, now under jogak:biometrics:corporate
 */
export async function readBiometricsFlag(persistence: PersistenceAdapter, owner: PinOwner): Promise<boolean> {
  const own = await persistence.get(BIOMETRICS_STORAGE_KEYS[owner]);
  if (own !== null) return own === 'Y';
  const shared = await persistence.get(SHARED_BIOMETRICS_STORAGE_KEY);
  if (shared === null) return false;
  try {
    await persistence.set(BIOMETRICS_STORAGE_KEYS[owner], shared);
    await persistence.remove(SHARED_BIOMETRICS_STORAGE_KEY);
  } catch {
    // The flag still answers; the next read adopts it again.
  }
  return shared === 'Y';
}

export const SECURITY_MESSAGES = {
  pinChanged: 'PIN을 변경했어요.',
  pinCancelled: 'PIN 변경을 취소했어요.',
  biometricsOn: '생체 인증을 켰어요.',
  biometricsOff: '생체 인증을 껐어요.',
  biometricsRefused: '생체 인증을 켜지 못했어요.',
} as const;

export interface SecuritySettingsProps {
  readonly bridge: MyBridge;
  readonly pinOwner: PinOwner;
  readonly persistence: PersistenceAdapter;
}

/**
 * PIN change (the current PIN, then the new one twice, all on the secure keypad; `PUT
 * /main/v1/member/pin`), biometric unlock on or off through the bridge, and 인증서 관리
 * (`/support/certificate`, the signing certificates on this device). Members only, like the card.
 */
export function SecuritySettings({ bridge, pinOwner, persistence }: SecuritySettingsProps) {
  const headingId = useId();
  const changePin = useMutation(memberMutations.changePin());
  const [biometrics, setBiometrics] = useState(false);
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    let live = true;
    void readBiometricsFlag(persistence, pinOwner).then((on) => {
      if (live) setBiometrics(on);
    });
    return () => {
      live = false;
    };
  }, [persistence, pinOwner]);

  const runPinChange = async () => {
    try {
      const hashPIN = await enterPin(bridge, pinOwner, { kind: 'current' });
      const newHashPIN = hashPIN && (await enterPin(bridge, pinOwner, { kind: 'new', step: 'enter' }));
      const newHashPINConfirm = newHashPIN && (await enterPin(bridge, pinOwner, { kind: 'new', step: 'confirm' }));
      if (!hashPIN || !newHashPIN || !newHashPINConfirm) return showToast(SECURITY_MESSAGES.pinCancelled);
      await changePin.mutateAsync({ hashPIN, newHashPIN, newHashPINConfirm });
      showToast(SECURITY_MESSAGES.pinChanged);
    } catch (error) {
      // What failed, then the server's reason or what to do (never the HTTP policy's 합니다체 text);
      // the keypad's own failure keeps its words.
      showToast(failureMessage('PIN을 변경하지 못했어요.', error));
    }
  };

  const switchBiometrics = async (on: boolean) => {
    setSwitching(true);
    try {
      if (on) {
        const { enabled } = await bridge.request('biometrics.use', { owner: pinOwner });
        if (!enabled) return showToast(SECURITY_MESSAGES.biometricsRefused);
      } else {
        bridge.send('biometrics.reset', { owner: pinOwner });
      }
      await persistence.set(BIOMETRICS_STORAGE_KEYS[pinOwner], on ? 'Y' : 'N');
      setBiometrics(on);
      showToast(on ? SECURITY_MESSAGES.biometricsOn : SECURITY_MESSAGES.biometricsOff);
    } catch (error) {
      if (!isNativeBridgeError(error, 'cancelled')) showToast(error instanceof Error ? error.message : SECURITY_MESSAGES.biometricsRefused);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <section className="jg-my-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="jg-my-card__title">
        보안
      </h2>
      <Button status="outline" size="full" busy={changePin.isPending} onClick={() => void runPinChange()}>
        PIN 변경
      </Button>
      <ConsentSwitch
        label="생체 인증 사용"
        description="PIN 대신 지문이나 얼굴로 로그인해요."
        checked={biometrics}
        saving={switching}
        onCheckedChange={(on) => void switchBiometrics(on)}
      />
      <RouteLink target={{ route: '/_main/support/certificate' }} className="jg-my-link">
        인증서 관리
      </RouteLink>
    </section>
  );
}
