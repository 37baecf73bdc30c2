import type { RouteTarget } from '@jogak/app-core';
import { Button, Skeleton, openDialog } from '@jogak/ui-kit';
import { useEffect, useRef, useState } from 'react';
import type { LoginMember } from './login-member';
import { PinLoginError } from './sign-in-with-pin';
import { useStartUpPinRefusal } from './start-up-pin-refusal';

/** One PIN entry on the shell's secure keypad (`pin.verify`): its sealed result, or null when closed. */
export type VerifyPin = () => Promise<{ encrypted: string } | null>;

export interface PinLoginProps {
  /** `undefined` while the device's login member is read; `null` when the device has none. */
  member: LoginMember | null | undefined;
  verifyPin: VerifyPin;
  /** Signs in with the sealed PIN; rejects with a {@link PinLoginError}. */
  onLogin: (member: LoginMember, hashPIN: string) => Promise<void>;
  /** Signs in with the pay provider's certificate; absent when the shell has none. Rejects with a Korean message. */
  onKakaoPayLogin?: (member: LoginMember) => Promise<void>;
  onNavigate: (target: RouteTarget) => void;
}

const PIN_CANCELLED = 'PIN 입력을 취소했어요. 로그인하려면 PIN을 입력해주세요.';
const LOGIN_FAILED = '로그인하지 못했어요. 잠시 후 다시 시도해주세요.';
const FORGOT_PIN: RouteTarget = { route: '/auth/forgot-pin' };

/** The locked-PIN dialog: PIN 다시 설정하기 goes to forgot-PIN. */
function pinLockedDialog(message: string) {
  return {
    name: 'PIN_LOCKED',
    title: 'PIN이 잠겼어요',
    contents: message,
    buttons: [
      { text: '닫기', style: 'outline' as const, response: false },
      { text: 'PIN 다시 설정하기', style: 'primary' as const, response: true },
    ],
  };
}

/**
 * The individual tab of /auth/login: the device's member signs in with the PIN typed on the
 * shell's secure keypad, or with the pay provider's certificate when the shell offers one. A
 * wrong PIN shows the server's message with the tries left; the fifth locks the PIN and offers
 * forgot-PIN. The start-up's refusal of the shell's PIN (`showOnPinLogin`) is shown the same
 * way when the member lands here. A device without a member offers sign-up and forgot-PIN
 * (identity verification finds the member).
 *
 * @example
 * <PinLogin member={member} verifyPin={verifyPin} onLogin={login} onNavigate={go} />
 */
export function PinLogin({ member, verifyPin, onLogin, onKakaoPayLogin, onNavigate }: PinLoginProps) {
  const startUpRefusal = useStartUpPinRefusal();
  const [problem, setProblem] = useState<string | null>(startUpRefusal?.message ?? null);
  const [locked, setLocked] = useState(startUpRefusal?.reason === 'locked');
  // The way of signing in that runs: its button is busy, the other one unavailable.
  const [running, setRunning] = useState<'pin' | 'kakao' | null>(null);
  const startedFrom = useRef<HTMLButtonElement | null>(null);

  // A keypad or certificate screen that closes may hand focus back to nothing: give it back to the
  // button that started the sign-in, for a keyboard user.
  useEffect(() => {
    if (running || !startedFrom.current) return;
    if (document.activeElement === null || document.activeElement === document.body) startedFrom.current.focus();
    startedFrom.current = null;
  }, [running]);

  if (member === undefined) return <Skeleton lines={3} label="로그인 정보를 불러오는 중" />;
  if (member === null) {
    return (
      <section className="jg-auth-login__panel" aria-labelledby="jg-auth-login-none">
        <h2 id="jg-auth-login-none" className="jg-auth-login__greeting">
          이 기기에 로그인할 회원 정보가 없어요
        </h2>
        <p className="jg-auth-screen__lead">처음이라면 회원가입을 해주세요. 이미 회원이라면 본인인증 후 PIN을 다시 설정하고 로그인할 수 있어요.</p>
        <Button status="primary" size="full" onClick={() => onNavigate({ route: '/auth/sign-up' })}>
          회원가입
        </Button>
        <Button status="outline" size="full" onClick={() => onNavigate(FORGOT_PIN)}>
          본인인증으로 PIN 다시 설정하기
        </Button>
      </section>
    );
  }
  const known = member;

  async function attempt(way: 'pin' | 'kakao', signIn: () => Promise<void>, button: HTMLButtonElement) {
    startedFrom.current = button;
    setProblem(null);
    setRunning(way);
    try {
      await signIn();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : LOGIN_FAILED;
      setProblem(message);
      if (error instanceof PinLoginError && error.reason === 'locked') {
        setLocked(true);
        if (await openDialog(pinLockedDialog(message))) onNavigate(FORGOT_PIN);
      }
    } finally {
      setRunning(null);
    }
  }

  const loginWithPin = (button: HTMLButtonElement) =>
    attempt('pin', async () => {
      const sealed = await verifyPin();
      if (!sealed) throw new Error(PIN_CANCELLED);
      await onLogin(known, sealed.encrypted);
    }, button);

  return (
    <section className="jg-auth-login__panel" aria-labelledby="jg-auth-login-greeting">
      <h2 id="jg-auth-login-greeting" className="jg-auth-login__greeting">
        {known.name}님, 반가워요
      </h2>
      <p className="jg-auth-screen__lead">보안 키패드로 PIN 6자리를 입력해 로그인해주세요.</p>
      {problem ? (
        <p className="jg-auth-screen__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {locked ? (
        <Button status="primary" size="full" onClick={() => onNavigate(FORGOT_PIN)}>
          PIN 다시 설정하기
        </Button>
      ) : (
        <Button
          status="primary"
          size="full"
          busy={running === 'pin'}
          disabled={running === 'kakao'}
          onClick={(event) => void loginWithPin(event.currentTarget)}
        >
          {running === 'pin' ? '로그인하는 중' : 'PIN으로 로그인'}
        </Button>
      )}
      {onKakaoPayLogin ? (
        <Button
          status="outline"
          size="full"
          busy={running === 'kakao'}
          disabled={running === 'pin'}
          onClick={(event) => void attempt('kakao', () => onKakaoPayLogin(known), event.currentTarget)}
        >
          카카오페이 인증서로 로그인
        </Button>
      ) : null}
      <button type="button" className="jg-auth-login__link" onClick={() => onNavigate(FORGOT_PIN)}>
        PIN을 잊으셨나요?
      </button>
    </section>
  );
}
