import { isJogakApiError, memberMutations } from '@jogak/api-client';
import {
  STORAGE_KEYS,
  createIdentityVerificationStorage,
  dialogDefinition,
  readVerificationOutcome,
  useScreenSignal,
  type PersistenceAdapter,
  type SyncStorage,
  type VerificationOutcome,
} from '@jogak/app-core';
import { formatPhone } from '@jogak/domain-rules';
import { Button, openDialog, showToast } from '@jogak/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/** What the phone change needs from the app: the verifier's round trip and the restart after it. */
export interface PhoneChangeServices {
  /** The page's search: empty normally, the verifier's answer when it returns to `/my/info`. */
  readonly search: Readonly<Record<string, unknown>>;
  /** Holds the verifier's request key under app-core's `jogak:kmc:` prefix (localStorage in the app). */
  readonly verificationStorage: SyncStorage;
  /** Leaves for the verifier, which returns to `/my/info`; null when the build has none. */
  readonly openVerifier: ((key: string) => void) | null;
  /** Drops the verifier's answer from the page's address as /my/info opens (a reload must not read it again, nor a next route carry it). */
  readonly onVerificationRead: () => void;
  /** The number changed and the phone-change status is stored: start-up runs again (user type 123 → 200, home). */
  readonly onPhoneChanged: () => void;
  /** A fresh request key; tests pass a fixed one. */
  readonly createRequestKey?: () => string;
}

export const PHONE_MESSAGES = {
  unreadable: '본인인증 결과를 확인할 수 없어요. 휴대폰 번호를 바꾸려면 본인인증을 다시 해주세요.',
  cancelled: '휴대폰 번호 변경을 취소했어요.',
  changing: '휴대폰 번호를 바꾸고 있어요.',
  changed: '휴대폰 번호를 변경했어요.',
  failed: '휴대폰 번호를 변경하지 못했어요. 본인인증을 다시 해주세요.',
  noVerifier: '이 앱 빌드에는 본인인증 서비스 주소가 없어 휴대폰 번호를 바꿀 수 없어요. 고객센터로 문의해주세요.',
} as const;

// A letter first: the router reads an all-digit query value as a number.
const randomRequestKey = () => `phone${globalThis.crypto.randomUUID().replaceAll('-', '')}`;

type PhoneChangeState = { readonly type: 'idle' } | { readonly type: 'changing' } | { readonly type: 'problem'; readonly message: string };

const hasVerifierAnswer = (search: Readonly<Record<string, unknown>>) => search.key !== undefined || search.resultCode !== undefined;

/** The verifier's answer the page arrived with, until the phone change has acted on it. */
export interface VerifierAnswer {
  /** The answer as read on arrival; `null` when the page came without one, or once it is handled. */
  readonly outcome: VerificationOutcome | null;
  /** The phone change acted on it (its dialogs opened): a later mount must not act again. */
  readonly onHandled: () => void;
}

/**
 * Reads the verifier's answer out of the page's search as the screen mounts and has the app drop
 * it from the address at once (`onVerificationRead`), whatever the screen still waits for: the
 * answer holds the CI, name, birth date and phone number, and the app carries a page's search on
 * to the next route. The outcome stays in state for the phone change, which shows once the member
 * information has loaded.
 *
 * @example
 * const verifierAnswer = useVerifierAnswer(phoneChange);
 * <PhoneChange services={phoneChange} verifierAnswer={verifierAnswer} … />
 */
export function useVerifierAnswer({ search, onVerificationRead }: Pick<PhoneChangeServices, 'search' | 'onVerificationRead'>): VerifierAnswer {
  const [outcome, setOutcome] = useState(() => (hasVerifierAnswer(search) ? readVerificationOutcome(search) : null));
  const droppedRef = useRef(false);
  useEffect(() => {
    // Once per return from the verifier, on arrival (an effect run twice must not navigate twice).
    if (droppedRef.current || outcome === null) return;
    droppedRef.current = true;
    onVerificationRead();
    // The answer in the address is dropped once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { outcome, onHandled: () => setOutcome(null) };
}

/** An answer this device did not ask for (or cannot read) is a problem from the start. */
function arrivalState(outcome: VerificationOutcome | null, storedKey: string | null): PhoneChangeState {
  if (outcome === null) return { type: 'idle' };
  return outcome.type === 'unreadable' || outcome.key !== storedKey ? { type: 'problem', message: PHONE_MESSAGES.unreadable } : { type: 'idle' };
}

/**
 * The phone change of spec §4 (user type 123): the external verifier proves the member and the
 * new number, `PUT /main/v1/member/info/phone` (with the verification's request key) saves it
 * after the catalogue's CONFIRM_CHANGE_MEMBER_INFO, the device stores the phone-change status and
 * the app starts up again, which turns it into type 123, clears it, sets 200 and opens home.
 */
function usePhoneChange(services: PhoneChangeServices, verifierAnswer: VerifierAnswer, persistence: PersistenceAdapter) {
  const { verificationStorage, openVerifier, onPhoneChanged, createRequestKey = randomRequestKey } = services;
  const change = useMutation(memberMutations.changePhone());
  const verification = createIdentityVerificationStorage(verificationStorage);
  const [state, setState] = useState<PhoneChangeState>(() => arrivalState(verifierAnswer.outcome, verification.readKey()));
  const handledRef = useRef(false);
  const screenSignal = useScreenSignal();

  const start = () => {
    if (!openVerifier) return;
    const key = createRequestKey();
    verification.clear();
    verification.saveKey(key);
    openVerifier(key);
  };

  const save = async (confirmed: boolean, key: string, ci: string, phoneNo: string) => {
    if (!confirmed) {
      verification.clear();
      showToast(PHONE_MESSAGES.cancelled);
      return;
    }
    setState({ type: 'changing' });
    try {
      await change.mutateAsync({ ci, phoneNo, verificationKey: key });
      await persistence.set(STORAGE_KEYS.phoneChangeStatus, 'Y');
      showToast(PHONE_MESSAGES.changed);
      onPhoneChanged();
    } catch (error) {
      setState({ type: 'problem', message: isJogakApiError(error) && error.message ? error.message : PHONE_MESSAGES.failed });
    } finally {
      // A verification serves one change, whatever its answer.
      verification.clear();
    }
  };

  useEffect(() => {
    // Once per return from the verifier: its dialogs must not open twice.
    const { outcome, onHandled } = verifierAnswer;
    if (handledRef.current || outcome === null) return;
    handledRef.current = true;
    onHandled();
    if (outcome.type === 'unreadable' || outcome.key !== verification.readKey()) return;
    if (outcome.type === 'wrong-code') {
      void openDialog(dialogDefinition('NOT_MATCH_AUTH_NUMBER')).then((again) => {
        // Only 다시 요청하기 asks again: an alert dismissed (back, Escape) or answered after the
        // screen was left opens no verifier over the app.
        if (again && !screenSignal().aborted) openVerifier?.(outcome.key);
      });
    } else if (outcome.type === 'left') {
      void openDialog(dialogDefinition('NOT_MOBILE_AUTH_COMPLETE')).then((leave) => {
        if (screenSignal().aborted) return;
        if (!leave) return openVerifier?.(outcome.key);
        verification.clear();
        showToast(PHONE_MESSAGES.cancelled);
      });
    } else {
      const { key, person } = outcome;
      void openDialog(dialogDefinition('CONFIRM_CHANGE_MEMBER_INFO')).then((confirmed) => save(confirmed, key, person.ci, person.phoneNo));
    }
    // The verifier's answer is acted on once, when the phone change first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { state, start, canVerify: openVerifier !== null };
}

export interface PhoneChangeProps {
  readonly services: PhoneChangeServices;
  /** The verifier's answer, read and dropped from the address by the screen (`useVerifierAnswer`). */
  readonly verifierAnswer: VerifierAnswer;
  readonly persistence: PersistenceAdapter;
  /** The member's number now, for the button's description. */
  readonly phoneNo: string | null | undefined;
}

/**
 * 휴대폰 번호 변경 on `/my/info` (individuals): the way to the verifier, and what came of its
 * return (the change under way, or why it did not happen with the way to verify again).
 *
 * @example
 * <PhoneChange services={phoneChange} verifierAnswer={verifierAnswer} persistence={persistence} phoneNo={member.phoneNo} />
 */
export function PhoneChange({ services, verifierAnswer, persistence, phoneNo }: PhoneChangeProps) {
  const { state, start, canVerify } = usePhoneChange(services, verifierAnswer, persistence);
  return (
    <div className="jg-my-phone">
      <p className="jg-my-card__text">
        {phoneNo ? `${formatPhone(phoneNo)} 대신 쓸 번호로 본인인증을 하면 바뀌어요.` : '쓸 번호로 본인인증을 하면 등록돼요.'}
      </p>
      {state.type === 'changing' ? (
        <p className="jg-my-card__text" role="status">
          {PHONE_MESSAGES.changing}
        </p>
      ) : null}
      {state.type === 'problem' ? (
        <p className="jg-my-problem" role="alert">
          {state.message}
        </p>
      ) : null}
      {canVerify ? null : <p className="jg-my-problem">{PHONE_MESSAGES.noVerifier}</p>}
      <Button status="outline" size="full" disabled={!canVerify} busy={state.type === 'changing'} onClick={start}>
        {state.type === 'problem' ? '본인인증 다시 하기' : '휴대폰 번호 변경'}
      </Button>
    </div>
  );
}
