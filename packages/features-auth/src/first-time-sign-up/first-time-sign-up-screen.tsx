import type { RouteTarget } from '@jogak/app-core';
import { Button } from '@jogak/ui-kit';

export interface FirstTimeSignUpScreenProps {
  /** Leaves for another route: sign-up, login or home. */
  onNavigate: (target: RouteTarget) => void;
  /**
   * Whether the app has the sign-up route. Without it 회원가입 is not shown, so the screen never
   * leads to a missing page.
   */
  signUpAvailable: boolean;
}

/**
 * The landing of a device without a member (`/auth/first-time-sign-up`): what Jogak is in one
 * line, then 회원가입, 로그인, or 둘러보기 as a guest (to /home).
 *
 * @example
 * <FirstTimeSignUpScreen signUpAvailable={false} onNavigate={(target) => void followRoute(router, target)} />
 */
export function FirstTimeSignUpScreen({ onNavigate, signUpAvailable }: FirstTimeSignUpScreenProps) {
  return (
    <div className="jg-auth-screen jg-auth-welcome">
      <div className="jg-auth-screen__body jg-auth-welcome__body">
        <p className="jg-auth-welcome__logo" aria-hidden="true">
          조각
        </p>
        <h1 className="jg-auth-screen__title jg-auth-welcome__title">조각으로 시작하는 빌딩 투자</h1>
        <p className="jg-auth-screen__lead">빌딩과 증권을 작은 조각으로 나눠, 누구나 소액으로 투자할 수 있어요.</p>
      </div>
      <div className="jg-auth-screen__actions">
        {signUpAvailable ? (
          <Button status="primary" size="full" onClick={() => onNavigate({ route: '/auth/sign-up' })}>
            회원가입
          </Button>
        ) : null}
        <Button status={signUpAvailable ? 'outline' : 'primary'} size="full" onClick={() => onNavigate({ route: '/auth/login' })}>
          로그인
        </Button>
        <button type="button" className="jg-auth-welcome__browse" onClick={() => onNavigate({ route: '/_main/home' })}>
          둘러보기
        </button>
      </div>
    </div>
  );
}
