import { isToldByHttpPolicy, memberMutations } from '@jogak/api-client';
import { MESSAGES } from '@jogak/app-core';
import { isNativeBridgeError } from '@jogak/native-bridge';
import { Button, showToast } from '@jogak/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { MyBridge } from '../pin-entry/pin-entry';

/**
 * The invitation link: the app's start page with `event` set to the member's referral code, which
 * start-up stores as the referral code (spec §2).
 *
 * @example
 * referralUrl('https://jogak.example.kr', 'demo-general') // 'https://jogak.example.kr/?event=demo-general'
 */
export function referralUrl(origin: string, referralCode: string): string {
  const url = new URL('/', origin);
  url.searchParams.set('event', referralCode);
  return url.toString();
}

export interface ReferralShareProps {
  readonly bridge: MyBridge;
  /** The member's id: the referral code of the link. */
  readonly referralCode: string;
  /** The app's own address the link opens (the page's origin in the app). */
  readonly origin: string;
}

/**
 * Friend-share referral: the invitation link is shortened (`POST /main/v1/util/get/short_url`) and
 * handed to the shell's share sheet; the spec's toasts say how it went (a closed sheet says nothing,
 * nor a 401, which the HTTP policy's own toast answers).
 */
export function ReferralShare({ bridge, referralCode, origin }: ReferralShareProps) {
  const headingId = useId();
  const shorten = useMutation(memberMutations.shortenUrl());
  const [sharing, setSharing] = useState(false);

  const share = async () => {
    setSharing(true);
    try {
      const { shortUrl } = await shorten.mutateAsync(referralUrl(origin, referralCode));
      await bridge.request('share', { title: '조각', text: '건물 조각 투자, 조각에서 함께해요.', url: shortUrl });
      showToast(MESSAGES.SHARE_SUCCESS);
    } catch (error) {
      if (!isNativeBridgeError(error, 'cancelled') && !isToldByHttpPolicy(error)) showToast(MESSAGES.SHARE_FAILURE);
    } finally {
      setSharing(false);
    }
  };

  return (
    <section className="jg-my-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="jg-my-card__title">
        친구 초대
      </h2>
      <p className="jg-my-card__text">친구에게 조각을 알려주세요. 초대 링크로 가입하면 초대한 분이 기록돼요.</p>
      <Button status="light-primary" size="full" busy={sharing} onClick={() => void share()}>
        친구에게 공유하기
      </Button>
    </section>
  );
}
