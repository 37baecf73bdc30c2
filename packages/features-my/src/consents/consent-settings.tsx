import { isToldByHttpPolicy, notificationMutations, type components } from '@jogak/api-client';
import { showToast } from '@jogak/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConsentSwitch } from './consent-switch';

type NotificationSettings = components['schemas']['NotificationSettings'];
type ConsentField = keyof NotificationSettings;

/** The five consents of spec §3's User, in the order the screen lists them. */
const CONSENTS: readonly { readonly field: ConsentField; readonly label: string; readonly description?: string }[] = [
  { field: 'advertiseInformSendAgreeYn', label: '광고성 정보 수신', description: '이벤트와 새 공모 소식을 받아요.' },
  { field: 'pushReceiveAgreeYn', label: '앱 푸시' },
  { field: 'textReceiveAgreeYn', label: '문자' },
  { field: 'kakaoReceiveAgreeYn', label: '카카오톡' },
  { field: 'emailReceiveAgreeYn', label: '이메일' },
];

export const CONSENTS_SAVED = '수신 설정을 저장했어요.';
export const CONSENTS_FAILED = '수신 설정을 저장하지 못했어요. 다시 시도해주세요.';

export interface ConsentSettingsProps {
  /** The member's consents as the member information answered them. */
  readonly initial: NotificationSettings;
}

/**
 * The member's consents (advertising, push, text, Kakao, e-mail) as switches. Each change sends
 * all five with the notification call (`POST /main/v1/member/notification`); a refused change
 * turns its switch back and says so (unless the HTTP policy's 401 toast already did).
 *
 * @example
 * <ConsentSettings initial={pick(member, CONSENT_FIELDS)} />
 */
export function ConsentSettings({ initial }: ConsentSettingsProps) {
  const headingId = useId();
  const [settings, setSettings] = useState<NotificationSettings>(initial);
  const save = useMutation(notificationMutations.updateSettings());

  const change = (field: ConsentField, on: boolean) => {
    const before = settings;
    const next: NotificationSettings = { ...settings, [field]: on ? 'Y' : 'N' };
    setSettings(next);
    save.mutate(next, {
      onSuccess: (saved) => {
        setSettings(saved);
        showToast(CONSENTS_SAVED);
      },
      onError: (error) => {
        setSettings(before);
        if (!isToldByHttpPolicy(error)) showToast(CONSENTS_FAILED);
      },
    });
  };

  return (
    <section className="jg-my-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="jg-my-card__title">
        알림·마케팅 수신 동의
      </h2>
      {CONSENTS.map(({ field, label, description }) => (
        <ConsentSwitch
          key={field}
          label={label}
          {...(description ? { description } : {})}
          checked={settings[field] === 'Y'}
          saving={save.isPending}
          onCheckedChange={(on) => change(field, on)}
        />
      ))}
    </section>
  );
}
