import { memberMutations } from '@jogak/api-client';
import { RouteLink, type PersistenceAdapter } from '@jogak/app-core';
import { isNativeBridgeError, type PinOwner } from '@jogak/native-bridge';
import { Button, showToast } from '@jogak/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { ConsentSwitch } from '../consents/consent-switch';
import { enterPin, type MyBridge } from '../pin-entry/pin-entry';

/**
 * Where the device remembers that biometric unlock is on; the shell itself keeps the key. It
 * mirrors that key, so it changes only with it: the switch, and a closed membership (which sends
 * `biometrics.reset`). It is not among app-core's STORAGE_KEYS, so neither logout nor the
 * network-change clear removes it: spec §4's logout invalidates the PIN and leaves biometric unlock
 * on, for the member's next sign-in on this device.
 */
export const BIOMETRICS_STORAGE_KEY = 'jogak:biometrics';

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
    void persistence.get(BIOMETRICS_STORAGE_KEY).then((value) => {
      if (live) setBiometrics(value === 'Y');
    });
    return () => {
      live = false;
    };
  }, [persistence]);

  const runPinChange = async () => {
    try {
      const hashPIN = await enterPin(bridge, pinOwner, { kind: 'current' });
      const newHashPIN = hashPIN && (await enterPin(bridge, pinOwner, { kind: 'new', step: 'enter' }));
      const newHashPINConfirm = newHashPIN && (await enterPin(bridge, pinOwner, { kind: 'new', step: 'confirm' }));
      if (!hashPIN || !newHashPIN || !newHashPINConfirm) return showToast(SECURITY_MESSAGES.pinCancelled);
      await changePin.mutateAsync({ hashPIN, newHashPIN, newHashPINConfirm });
      showToast(SECURITY_MESSAGES.pinChanged);
    } catch (error) {
      showToast(error instanceof Error && error.message ? error.message : 'PIN을 변경하지 못했어요. 다시 시도해주세요.');
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
      await persistence.set(BIOMETRICS_STORAGE_KEY, on ? 'Y' : 'N');
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
