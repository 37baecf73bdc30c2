import type { LoginTab, RouteTarget } from '@jogak/app-core';
import { Tabs } from '@jogak/ui-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { readLoginMember, type LoginMember } from './login-member';
import { PinLogin, type VerifyPin } from './pin-login';
import { signInWithKakaoPay, type KakaoPayLogin } from './sign-in-with-kakao-pay';
import { signInWithPin, type SignInServices } from './sign-in-with-pin';

export interface LoginScreenProps {
  services: SignInServices;
  /** `/auth/login?tabs=`; individual when absent. */
  tab: LoginTab | undefined;
  onTabChange: (tab: LoginTab) => void;
  /** The shell's `pin.verify` for the individual PIN (the secure keypad in a browser). */
  verifyPin: VerifyPin;
  /** The shell's `kakaoPay.login`; without it the individual tab offers the PIN only. */
  kakaoPayLogin?: KakaoPayLogin;
  /** The corporate tab's certificate login. */
  corporateLogin: ReactNode;
  /** After the stores are filled: the app goes where the member came from (`pathAfterLogin`). */
  onSignedIn: () => Promise<void> | void;
  onNavigate: (target: RouteTarget) => void;
  /**
   * Sandbox builds only: a developer shortcut under the tabs (the demo entry's `DemoLoginSheet`).
   * Partner builds pass nothing and show no trace of it.
   */
  developerShortcut?: ReactNode;
}

/**
 * `/auth/login`: 개인 (PIN on the shell's secure keypad, or the pay provider's certificate) and 법인
 * (certificate) tabs, and in sandbox builds the developer shortcut the app passes.
 *
 * @example
 * <LoginScreen services={{ client, persistence }} tab={tabs} onTabChange={setTab} verifyPin={verifyPin}
 *   corporateLogin={<CertificateLogin … />} onSignedIn={goBack} onNavigate={go} />
 */
export function LoginScreen({
  services,
  tab,
  onTabChange,
  verifyPin,
  kakaoPayLogin,
  corporateLogin,
  onSignedIn,
  onNavigate,
  developerShortcut,
}: LoginScreenProps) {
  const [member, setMember] = useState<LoginMember | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    readLoginMember(services.persistence).then(
      (found) => current && setMember(found),
      () => current && setMember(null),
    );
    return () => {
      current = false;
    };
  }, [services.persistence]);

  const login = async (known: LoginMember, hashPIN: string) => {
    await signInWithPin(known, hashPIN, services);
    await onSignedIn();
  };
  const loginWithKakaoPay = kakaoPayLogin
    ? async (known: LoginMember) => {
        await signInWithKakaoPay(known, kakaoPayLogin, services);
        await onSignedIn();
      }
    : undefined;

  return (
    <div className="jg-auth-screen jg-auth-login">
      <div className="jg-auth-screen__body">
        <h1 className="jg-auth-screen__title">로그인</h1>
        <Tabs<LoginTab>
          label="회원 유형"
          value={tab ?? 'individual'}
          onValueChange={onTabChange}
          items={[
            {
              value: 'individual',
              label: '개인',
              content: (
                <PinLogin member={member} verifyPin={verifyPin} onLogin={login} onKakaoPayLogin={loginWithKakaoPay} onNavigate={onNavigate} />
              ),
            },
            { value: 'corporate', label: '법인', content: corporateLogin },
          ]}
        />
      </div>
      {developerShortcut ? <div className="jg-auth-screen__actions jg-auth-login__developer">{developerShortcut}</div> : null}
    </div>
  );
}
