import type { ApiSchema } from '@jogak/api-client';
import { memberInfoQuery, useNativeBack, type NativeBackEvents, type PersistenceAdapter } from '@jogak/app-core';
import { ErrorState, Skeleton } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AccountImage } from '../kyc-form/kyc-draft';
import type { VerifiedIdentity } from '../kyc-form/validate-kyc';
import { loadKycProgress, type KycResume } from '../kyc-progress/kyc-progress';
import type { KycResult } from './complete-step';
import { KycForm } from './kyc-form';
import { KycFrame } from './kyc-frame';

export interface KycScreenProps {
  /** The app's persisted store (native secure storage in the shell): where the draft waits between runs. */
  progressStorage: PersistenceAdapter;
  /** The shell's camera for the bank-book photo (bridge `takePhoto`). */
  takePhoto?: () => Promise<AccountImage>;
  /** After the complete step: the app moves on by the member's new type (account opening or home). */
  onComplete: (result: KycResult) => void;
  /**
   * After the member confirmed leaving (the draft is already gone), or the shell's back button
   * before the form is up (loading, or the member info failed: nothing typed, a stored draft stays).
   */
  onLeave: () => void;
  /** The clock dates are checked against (tests); `Date.now` by default. */
  now?: () => number;
  /**
   * The shell's back button (spec §9's `steps`): the previous step, as 이전 does; on the first step
   * the leave question, as 나가기 does (back again while it is open answers 계속하기); on the
   * completion, what its button does; nothing while the submission is on its way.
   */
  nativeBack?: NativeBackEvents;
}

/**
 * The identity a person verified by phone, which the ID card of step 3 must match (the partner
 * refuses another's card). None for a corporation's member: its identity is the corporation's,
 * and the partner compares no ID card with it.
 */
function verifiedIdentityOf(member: ApiSchema<'MemberInfo'>): VerifiedIdentity | null {
  if (member.individualCorpCode !== 'INDIVIDUAL') return null;
  return { name: member.name, birthDate: member.atOfBirth?.replaceAll('-', '') ?? null, gender: member.gender };
}

/**
 * The KYC flow of spec §2/§3 (/kyc): six steps from the customer agreement to the completion,
 * the draft kept on the device across steps and restarts (never the resident number), every
 * field checked with a Korean message, leaving only after a confirmation.
 *
 * @example
 * <KycScreen progressStorage={persistence} takePhoto={takePhoto} onComplete={moveOn} onLeave={goHome} />
 */
export function KycScreen({ progressStorage, takePhoto, onComplete, onLeave, now = Date.now, nativeBack }: KycScreenProps) {
  const member = useQuery(memberInfoQuery());
  const [resume, setResume] = useState<KycResume | null>(null);
  const name = member.data?.name;
  const email = member.data?.email ?? undefined;
  const nation = member.data?.nation ?? null;
  // Known once loaded, and still known when a later refetch fails (the form keeps its place).
  const known = member.data !== undefined;
  // Until the form is up it has nothing to step back through; then the form listens.
  useNativeBack(resume ? undefined : nativeBack, onLeave);

  useEffect(() => {
    if (!known) return;
    let live = true;
    void loadKycProgress(progressStorage, { name, email, nation }).then((loaded) => {
      if (live) setResume(loaded);
    });
    return () => {
      live = false;
    };
  }, [known, name, email, nation, progressStorage]);

  if (member.isError && member.data === undefined) {
    return (
      <KycFrame step={0}>
        <ErrorState title="회원정보를 불러오지 못했어요" description="잠시 후 다시 시도해주세요." onRetry={() => void member.refetch()} />
      </KycFrame>
    );
  }
  if (!resume) {
    return (
      <KycFrame step={0}>
        <Skeleton lines={4} label="고객확인 정보를 불러오는 중" />
      </KycFrame>
    );
  }
  return (
    <KycForm
      resume={resume}
      memberEmail={email ?? ''}
      identity={member.data ? verifiedIdentityOf(member.data) : null}
      progressStorage={progressStorage}
      takePhoto={takePhoto}
      onComplete={onComplete}
      onLeave={onLeave}
      now={now}
      nativeBack={nativeBack}
    />
  );
}

