import { failureMessage, isJogakApiError, memberMutations, memberQueries } from '@jogak/api-client';
import { STORAGE_KEYS, dialogDefinition, useFormDraft, type PersistenceAdapter, type StorageKey } from '@jogak/app-core';
import type { PinOwner } from '@jogak/native-bridge';
import { characterCount, formatNumber } from '@jogak/domain-rules';
import { Button, LengthCount, QueryState, openDialog, showToast } from '@jogak/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type RefObject } from 'react';
import { BIOMETRICS_STORAGE_KEYS, SHARED_BIOMETRICS_STORAGE_KEY } from '../app-menu/security-settings';
import { enterPin, type MyBridge } from '../pin-entry/pin-entry';
import { CLOSE_CONDITION_COPY, CLOSE_REASONS, OTHER_REASON, type CloseReasonCode } from './close-condition-copy';

export const CLOSED_TOAST = '회원 탈퇴가 끝났어요. 그동안 조각을 이용해 주셔서 감사해요.';
const PIN_CANCELLED = 'PIN 입력을 취소했어요. 탈퇴하려면 PIN을 입력해주세요.';
const REASON_MISSING = '탈퇴 이유를 골라주세요.';
const OTHER_MISSING = '탈퇴 이유를 적어주세요.';
/** The contract's `closeReason` limit, in characters as it counts them (code points: an emoji is one). */
const OTHER_MAX_LENGTH = 1000;
const otherTooLong = (length: number) => `탈퇴 이유는 ${formatNumber(OTHER_MAX_LENGTH)}자까지 쓸 수 있어요. (지금 ${formatNumber(length)}자)`;

/** What stops the closing, and the field it concerns (the reasons, or 기타's own words) when it is one. */
interface CloseProblem {
  readonly message: string;
  readonly field?: 'reason' | 'other';
}

export interface CloseMembershipProps {
  readonly bridge: MyBridge;
  readonly pinOwner: PinOwner;
  readonly persistence: PersistenceAdapter;
  /** Back to the member information. */
  readonly onBack: () => void;
  /**
   * The section's heading (회원 탈퇴): the screen focuses it on the way in, and a refusal gives it
   * focus before its dialog, which hands focus back there once 탈퇴하기 has gone.
   */
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  /** The membership is closed: app-core's logout takes the app to the signed-out state. */
  readonly onSignedOut: () => void;
}

/**
 * Account closing: the four conditions of spec §9, each one that fails explained; when all are met,
 * a reason and the member's PIN on the secure keypad, then `DELETE /main/v1/member`. A refusal
 * (CLOSE_MEMBER_UNABLE) shows the catalogue's dialog and checks the conditions again; a closed
 * membership forgets its own sign-in, PIN and biometric unlock on the device (an individual's CI
 * and login member, or a corporation's corporate info; never the other owner's) and signs out.
 */
export function CloseMembership({ bridge, pinOwner, persistence, onBack, onSignedOut, headingRef }: CloseMembershipProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const conditions = useQuery(memberQueries.closeConditions());
  const close = useMutation(memberMutations.close());
  // Kept as form drafts (app-core's, in memory, this member's): the error page of a 500 and back
  // finds the reason and the words as they were.
  const [reason, setReason] = useFormDraft<CloseReasonCode | ''>('my:close:reason', '');
  const [otherReason, setOtherReason] = useFormDraft('my:close:other-reason', '');
  const [problem, setProblem] = useState<CloseProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const problemId = `${headingId}-problem`;

  const submit = async () => {
    if (reason === '') return setProblem({ message: REASON_MISSING, field: 'reason' });
    if (reason === OTHER_REASON && otherReason.trim() === '') return setProblem({ message: OTHER_MISSING, field: 'other' });
    const otherLength = characterCount(otherReason.trim());
    if (reason === OTHER_REASON && otherLength > OTHER_MAX_LENGTH) return setProblem({ message: otherTooLong(otherLength), field: 'other' });
    setProblem(null);
    setBusy(true);
    try {
      const hashPIN = await enterPin(bridge, pinOwner, { kind: 'current' });
      if (!hashPIN) return setProblem({ message: PIN_CANCELLED });
      await close.mutateAsync({ hashPIN, closeReasonCod: reason, ...(reason === OTHER_REASON ? { closeReason: otherReason.trim() } : {}) });
      await forgetClosedMember(bridge, pinOwner, persistence);
      queryClient.clear();
      showToast(CLOSED_TOAST);
      onSignedOut();
    } catch (error) {
      if (isJogakApiError(error) && error.code === 'CLOSE_MEMBER_UNABLE') {
        // The conditions read again take 탈퇴하기 away: the dialog gives focus back to the heading.
        headingRef.current?.focus();
        void conditions.refetch();
        await openDialog(dialogDefinition('CLOSE_MEMBER_UNABLE'));
        return;
      }
      // What failed, then the server's reason or what to do (never the HTTP policy's 합니다체 text);
      // the keypad's own failure keeps its words.
      setProblem({ message: failureMessage('탈퇴하지 못했어요.', error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="jg-my-card" aria-labelledby={headingId}>
      <h2 ref={headingRef} id={headingId} tabIndex={-1} className="jg-my-card__title">
        회원 탈퇴
      </h2>
      <QueryState
        query={conditions}
        loadingLabel="탈퇴 조건을 확인하고 있어요"
        errorTitle="탈퇴 조건을 확인하지 못했어요"
        errorText="잠시 후 다시 시도해주세요."
      >
        {({ closable, conditions: checked }) => (
          <>
            <p className="jg-my-card__text">{closable ? '탈퇴 조건을 모두 갖췄어요.' : '지금은 탈퇴할 수 없어요. 아래 조건을 갖춘 뒤 다시 시도해주세요.'}</p>
            <ul className="jg-my-conditions" aria-label="탈퇴 조건">
              {checked.map(({ condition, met }) => (
                <li key={condition} className="jg-my-conditions__item" data-state={met ? 'met' : 'unmet'}>
                  <span className="jg-my-conditions__title">
                    {met ? '충족' : '미충족'} · {CLOSE_CONDITION_COPY[condition].title}
                  </span>
                  {met ? null : <span className="jg-my-conditions__reason">{CLOSE_CONDITION_COPY[condition].unmet}</span>}
                </li>
              ))}
            </ul>
            {closable ? (
              <CloseReasonForm
                reason={reason}
                onReason={(next) => {
                  setReason(next);
                  // A reason picked answers 탈퇴 이유를 골라주세요.: the message and the group's mark go.
                  if (problem?.field === 'reason') setProblem(null);
                }}
                otherReason={otherReason}
                onOtherReason={(text) => {
                  setOtherReason(text);
                  if (problem?.field === 'other') setProblem(null);
                }}
                invalidField={problem?.field}
                problemId={problemId}
              />
            ) : null}
          </>
        )}
      </QueryState>
      {problem ? (
        <p id={problemId} className="jg-my-problem" role="alert">
          {problem.message}
        </p>
      ) : null}
      <div className="jg-my-actions">
        <Button status="outline" size="medium" onClick={onBack}>
          돌아가기
        </Button>
        {conditions.data?.closable ? (
          <Button status="primary" size="medium" busy={busy} onClick={() => void submit()}>
            탈퇴하기
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * What a start-up signs each PIN owner in with: an individual's CI and login member (id and name),
 * a corporation's business number and certificate DN. An individual and a corporation can share a
 * phone, so a closing membership takes only its own.
 */
const SIGN_IN_KEYS = {
  individual: [STORAGE_KEYS.ci, STORAGE_KEYS.loginMember],
  corporate: [STORAGE_KEYS.corpInfo],
} as const satisfies Record<PinOwner, readonly StorageKey[]>;

/**
 * Removes what a closed membership left on the device for its own PIN owner, and nothing of the
 * other owner's: the keys a start-up would sign it in with, and the shell's PIN and biometric
 * unlock (spec §7's `pin.reset`, `biometrics.reset`) with the switch's memory of the latter (and
 * the shared flag of earlier versions: see {@link SHARED_BIOMETRICS_STORAGE_KEY}). The membership
 * is already gone on the server, so no step holds the sign-out up: `send` never throws, and a
 * storage removal that fails leaves the others be. (Why only here and not at logout: see
 * {@link BIOMETRICS_STORAGE_KEYS}.)
 */
async function forgetClosedMember(bridge: MyBridge, owner: PinOwner, persistence: PersistenceAdapter): Promise<void> {
  bridge.send('pin.reset', { owner });
  bridge.send('biometrics.reset', { owner });
  await Promise.allSettled(
    [...SIGN_IN_KEYS[owner], BIOMETRICS_STORAGE_KEYS[owner], SHARED_BIOMETRICS_STORAGE_KEY].map((key) => persistence.remove(key)),
  );
}

interface CloseReasonFormProps {
  readonly reason: CloseReasonCode | '';
  readonly onReason: (reason: CloseReasonCode) => void;
  readonly otherReason: string;
  readonly onOtherReason: (text: string) => void;
  /** The field the problem below the form is about: marked invalid and described by it. */
  readonly invalidField: CloseProblem['field'];
  /** The problem's element, which describes the invalid field. */
  readonly problemId: string;
}

function CloseReasonForm({ reason, onReason, otherReason, onOtherReason, invalidField, problemId }: CloseReasonFormProps) {
  const otherId = useId();
  const legendId = useId();
  const countId = `${otherId}-count`;
  const invalidIf = (field: CloseProblem['field']) => (invalidField === field ? { 'aria-invalid': true, 'aria-describedby': problemId } : {});
  return (
    // A radiogroup named by its legend, so it can be read as required: 탈퇴하기 needs a reason.
    <fieldset className="jg-my-reasons" role="radiogroup" aria-labelledby={legendId} aria-required {...invalidIf('reason')}>
      <legend id={legendId} className="jg-my-reasons__legend">
        탈퇴하는 이유를 알려주세요
      </legend>
      {CLOSE_REASONS.map(({ code, label }) => (
        <label key={code} className="jg-my-reasons__option">
          <input type="radio" name="close-reason" value={code} checked={reason === code} onChange={() => onReason(code)} />
          {label}
        </label>
      ))}
      {reason === OTHER_REASON ? (
        <>
          <label htmlFor={otherId} className="jg-my-reasons__legend">
            기타 이유
          </label>
          <textarea
            id={otherId}
            className="jg-my-reasons__text"
            value={otherReason}
            rows={3}
            // 기타 needs its own words before 탈퇴하기 goes on.
            aria-required
            // Nothing typed or pasted is cut (the browser's maxLength would, unseen): the count
            // shows the length and 탈퇴하기 refuses a text over the limit, saying by how much.
            onChange={(event) => onOtherReason(event.currentTarget.value)}
            aria-describedby={invalidField === 'other' ? `${problemId} ${countId}` : countId}
            {...(invalidField === 'other' ? { 'aria-invalid': true } : {})}
          />
          <p id={countId} className="jg-my-reasons__count">
            <LengthCount length={characterCount(otherReason.trim())} max={OTHER_MAX_LENGTH} />
          </p>
        </>
      ) : null}
    </fieldset>
  );
}
