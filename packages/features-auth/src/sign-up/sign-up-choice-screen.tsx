import { useNativeBack, type NativeBackEvents, type NavigateToRoute } from '@jogak/app-core';
import { Button } from '@jogak/ui-kit';

export interface SignUpChoiceScreenProps {
  /**
   * Leaves for the individual or corporate terms, or for the first-run landing (the shell's back
   * returns to it with app-core's `returnTo`, so the app's navigation must honour its options).
   */
  onNavigate: NavigateToRoute;
  /**
   * Whether the app has the corporate terms route. Without it the corporate choice stays on the
   * screen, disabled, saying why, so the screen never leads to a missing page.
   */
  corporateAvailable: boolean;
  /** The shell's back button (spec §9's `sign-up-process`): back to the first-run landing, as 처음 화면으로 does. */
  nativeBack?: NativeBackEvents;
}

/**
 * The sign-up choice (`/auth/sign-up`): 개인 회원 or 법인 회원. Corporate membership needs a
 * corporate account opened at a branch first (spec §6), which the corporate choice says.
 *
 * @example
 * <SignUpChoiceScreen corporateAvailable={false} onNavigate={(target) => void followRoute(router, target)} />
 */
export function SignUpChoiceScreen({ onNavigate, corporateAvailable, nativeBack }: SignUpChoiceScreenProps) {
  const toFirstRun = () => onNavigate({ route: '/auth/first-time-sign-up' });
  // Returned to, not opened anew: the target's own back must not lead here again (spec §9).
  useNativeBack(nativeBack, () => onNavigate({ route: '/auth/first-time-sign-up' }, { returnTo: true }));
  return (
    <div className="jg-auth-screen">
      <div className="jg-auth-screen__body">
        <h1 className="jg-auth-screen__title">어떤 회원으로 가입할까요?</h1>
        <p className="jg-auth-screen__lead">만 19세 이상이면 휴대폰 본인인증으로 바로 가입할 수 있어요.</p>
        <ul className="jg-sign-up-choices" aria-label="회원 종류">
          <li className="jg-sign-up-choice">
            <h2 className="jg-sign-up-choice__title">개인 회원</h2>
            <p className="jg-sign-up-choice__text">약관 동의, 휴대폰 본인인증, PIN 설정 순서로 가입해요.</p>
            <Button status="primary" size="full" onClick={() => onNavigate({ route: '/auth/sign-up/individual/terms' })}>
              개인 회원으로 가입하기
            </Button>
          </li>
          <li className="jg-sign-up-choice">
            <h2 className="jg-sign-up-choice__title">법인 회원</h2>
            <p className="jg-sign-up-choice__text" id="jg-sign-up-corporate-note">
              법인 회원은 영업점에서 법인 계좌를 먼저 개설한 뒤 가입할 수 있어요.
              {corporateAvailable ? null : ' 앱에서 하는 법인 회원가입은 아직 준비 중이에요.'}
            </p>
            <Button
              status="outline"
              size="full"
              disabled={!corporateAvailable}
              aria-describedby="jg-sign-up-corporate-note"
              onClick={() => onNavigate({ route: '/auth/sign-up/corporate/terms' })}
            >
              법인 회원으로 가입하기
            </Button>
          </li>
        </ul>
      </div>
      <div className="jg-auth-screen__actions">
        <button type="button" className="jg-auth-welcome__browse" onClick={toFirstRun}>
          처음 화면으로
        </button>
      </div>
    </div>
  );
}
