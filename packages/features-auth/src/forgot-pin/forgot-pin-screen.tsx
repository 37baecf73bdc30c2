import { failureMessage, failureSentence, isJogakApiError } from '@jogak/api-client';
import { createIdentityVerificationStorage, dialogDefinition, useScreenSignal, type PersistenceAdapter, type RouteTarget, type SyncStorage } from '@jogak/app-core';
import { Button, ErrorState, openDialog } from '@jogak/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { SetPin } from '../identity/identity-result-screen';
import { readVerificationOutcome, type VerifiedPerson } from '../identity/verification-result';
import { keepResetMember, resetPinMutation } from './reset-pin';

export interface ForgotPinScreenProps {
  /** The page's search: empty at the start, the verifier's answer on the way back. */
  search: Readonly<Record<string, unknown>>;
  onNavigate: (target: RouteTarget) => void;
  /** Holds the verifier's request key under app-core's prefix (localStorage in the app). */
  verificationStorage: SyncStorage;
  /** Leaves for the verifier, which returns to `/auth/forgot-pin`; null without a verifier. */
  openVerifier: ((key: string) => void) | null;
  /** The shell's `pin.set` (the secure keypad in a browser). */
  setPin: SetPin;
  /** Where the CI and the login member stay on the device. */
  persistence: PersistenceAdapter;
  /** A fresh request key; tests pass a fixed one. */
  createRequestKey?: () => string;
}

type Phase =
  | { type: 'start' }
  | { type: 'unreadable' }
  | { type: 'pin'; key: string; person: VerifiedPerson }
  | { type: 'done'; name: string };

// A letter first: the router reads an all-digit query value as a number.
const randomRequestKey = () => `pin${globalThis.crypto.randomUUID().replaceAll('-', '')}`;

const PIN_CANCELLED = 'PIN 설정을 취소했어요. 새 PIN을 설정해야 로그인할 수 있어요.';
const LOGIN: RouteTarget = { route: '/auth/login', search: { tabs: 'individual' } };

function arrivalOf(search: Readonly<Record<string, unknown>>, verificationStorage: SyncStorage): Phase {
  if (search.key === undefined && search.resultCode === undefined) return { type: 'start' };
  const outcome = readVerificationOutcome(search);
  if (outcome.type === 'unreadable' || outcome.key !== createIdentityVerificationStorage(verificationStorage).readKey()) {
    return { type: 'unreadable' };
  }
  return outcome.type === 'verified' ? { type: 'pin', key: outcome.key, person: outcome.person } : { type: 'start' };
}

/**
 * `/auth/forgot-pin`: identity verification again (the external verifier, which returns here),
 * then a new PIN typed twice on the secure keypad (`PUT /main/v1/member/pin` with the
 * verification's key and CI), then login. A wrong code asks for a new one
 * (NOT_MATCH_AUTH_NUMBER); leaving the verifier asks to confirm (NOT_MOBILE_AUTH_COMPLETE).
 *
 * @example
 * <ForgotPinScreen search={Route.useSearch()} verificationStorage={localStorage} openVerifier={open}
 *   setPin={setPin} persistence={persistence} onNavigate={go} />
 */
export function ForgotPinScreen(props: ForgotPinScreenProps) {
  const { search, onNavigate, verificationStorage, openVerifier, createRequestKey = randomRequestKey } = props;
  const [phase, setPhase] = useState<Phase>(() => arrivalOf(search, verificationStorage));
  const started = useRef(false);
  const screenSignal = useScreenSignal();
  const verification = createIdentityVerificationStorage(verificationStorage);

  function verify() {
    if (!openVerifier) return;
    const key = createRequestKey();
    verification.clear();
    verification.saveKey(key);
    openVerifier(key);
  }

  useEffect(() => {
    // Once per return from the verifier: the dialogs below must not open twice.
    if (started.current) return;
    started.current = true;
    const outcome = readVerificationOutcome(search);
    if (phase.type !== 'start' || outcome.type === 'unreadable' || outcome.key !== verification.readKey()) return;
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
        onNavigate(LOGIN);
      });
    }
    // The verifier's return is read once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  switch (phase.type) {
    case 'start':
      return <StartStep canVerify={openVerifier !== null} onVerify={verify} onBack={() => onNavigate(LOGIN)} />;
    case 'unreadable':
      return (
        <div className="jg-auth-screen">
          <div className="jg-auth-screen__body">
            <h1 className="jg-auth-screen__title">본인인증 결과를 확인할 수 없어요</h1>
            <p className="jg-auth-screen__lead">본인인증 요청이 끝났거나 다른 기기에서 시작한 요청이에요. 본인인증을 다시 해주세요.</p>
          </div>
          <div className="jg-auth-screen__actions">
            <Button status="primary" size="full" disabled={!openVerifier} onClick={verify}>
              본인인증 다시 하기
            </Button>
          </div>
        </div>
      );
    case 'pin':
      return (
        <NewPinStep
          {...props}
          verificationKey={phase.key}
          person={phase.person}
          onVerifyAgain={verify}
          onDone={(name) => {
            verification.clear();
            setPhase({ type: 'done', name });
          }}
        />
      );
    case 'done':
      return (
        <div className="jg-auth-screen">
          <div className="jg-auth-screen__body">
            <h1 className="jg-auth-screen__title">PIN을 다시 설정했어요</h1>
            <p className="jg-auth-screen__lead">{phase.name}님, 이제 새 PIN으로 로그인해주세요.</p>
          </div>
          <div className="jg-auth-screen__actions">
            <Button status="primary" size="full" onClick={() => onNavigate(LOGIN)}>
              로그인하기
            </Button>
          </div>
        </div>
      );
  }
}

function StartStep({ canVerify, onVerify, onBack }: { canVerify: boolean; onVerify: () => void; onBack: () => void }) {
  return (
    <div className="jg-auth-screen">
      <div className="jg-auth-screen__body">
        <h1 className="jg-auth-screen__title">PIN 다시 설정하기</h1>
        <p className="jg-auth-screen__lead">PIN을 잊었거나 잠겼다면 휴대폰 본인인증 후 새 PIN을 설정할 수 있어요.</p>
        <ol className="jg-kmc-steps" aria-label="PIN 재설정 순서">
          <li>통신사를 고르고 이름, 생년월일, 휴대폰 번호를 입력해요.</li>
          <li>문자로 받은 인증번호 6자리를 3분 안에 입력해요.</li>
          <li>조각으로 돌아와 새 PIN을 두 번 입력하면 끝나요.</li>
        </ol>
        {canVerify ? null : (
          <ErrorState title="본인인증 서비스에 연결할 수 없어요" description="이 앱 빌드에는 본인인증 서비스 주소가 없어요. 고객센터로 문의해주세요." />
        )}
      </div>
      <div className="jg-auth-screen__actions">
        <Button status="primary" size="full" disabled={!canVerify} onClick={onVerify}>
          본인인증하기
        </Button>
        <button type="button" className="jg-auth-login__link" onClick={onBack}>
          로그인으로 돌아가기
        </button>
      </div>
    </div>
  );
}

interface NewPinStepProps extends ForgotPinScreenProps {
  verificationKey: string;
  person: VerifiedPerson;
  onVerifyAgain: () => void;
  onDone: (name: string) => void;
}

/** What to offer after a refused reset: a new PIN again, a new verification, or sign-up. */
type Retry = 'pin' | 'verify' | 'sign-up';

function retryOf(error: unknown): Retry {
  if (!isJogakApiError(error)) return 'pin';
  if (error.code === 'NOT_MOBILE_AUTH_COMPLETE') return 'verify';
  if (error.code === 'NEED_SIGN_UP') return 'sign-up';
  return 'pin';
}

function NewPinStep({ verificationKey, person, setPin, persistence, onNavigate, onVerifyAgain, onDone }: NewPinStepProps) {
  const reset = useMutation(resetPinMutation());
  const [problem, setProblem] = useState<{ message: string; retry: Retry } | null>(null);
  const [busy, setBusy] = useState(false);

  async function entry(step: 'enter' | 'confirm'): Promise<string | null> {
    try {
      const sealed = await setPin(step);
      if (!sealed) setProblem({ message: PIN_CANCELLED, retry: 'pin' });
      return sealed?.encrypted ?? null;
    } catch (error) {
      setProblem({ message: failureMessage('PIN을 다시 설정하지 못했어요.', error), retry: 'pin' });
      return null;
    }
  }

  async function setUp() {
    setProblem(null);
    setBusy(true);
    try {
      const newHashPIN = await entry('enter');
      if (!newHashPIN) return;
      const newHashPINConfirm = await entry('confirm');
      if (!newHashPINConfirm) return;
      const result = await reset.mutateAsync({ ci: person.ci, verificationKey, newHashPIN, newHashPINConfirm });
      await keepResetMember(persistence, person.ci, result.memberId ? { memberId: result.memberId, name: result.name ?? person.name } : null);
      onDone(result.name ?? person.name);
    } catch (error) {
      setProblem({ message: failureSentence('PIN을 다시 설정하지 못했어요.', error), retry: retryOf(error) });
    } finally {
      setBusy(false);
    }
  }

  const action =
    problem?.retry === 'verify'
      ? { label: '본인인증 다시 하기', run: onVerifyAgain }
      : problem?.retry === 'sign-up'
        ? { label: '회원가입하기', run: () => onNavigate({ route: '/auth/sign-up' }) }
        : { label: problem ? '새 PIN 다시 설정하기' : '새 PIN 설정하기', run: () => void setUp() };

  return (
    <div className="jg-auth-screen">
      <div className="jg-auth-screen__body">
        <h1 className="jg-auth-screen__title">새 PIN 설정</h1>
        <p className="jg-auth-screen__lead">{person.name}님, 본인인증이 끝났어요. 로그인할 때 쓸 새 PIN 6자리를 설정해주세요.</p>
        <p className="jg-auth-screen__note">보안 키패드로 같은 PIN을 두 번 입력해요. 입력한 숫자는 앱에 남지 않아요.</p>
        {problem ? (
          <p className="jg-auth-screen__problem" role="alert">
            {problem.message}
          </p>
        ) : null}
      </div>
      <div className="jg-auth-screen__actions">
        <Button status="primary" size="full" busy={busy} onClick={action.run}>
          {action.label}
        </Button>
      </div>
    </div>
  );
}
