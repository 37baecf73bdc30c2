import { createIdentityVerificationStorage, type RouteTarget, type SyncStorage } from '@jogak/app-core';
import { Button, ErrorState } from '@jogak/ui-kit';
import { signUpDraftStorage } from '../sign-up/sign-up-draft';

export interface IdentityVerificationScreenProps {
  onNavigate: (target: RouteTarget) => void;
  /** Holds the sign-up's agreements (sessionStorage in the app). */
  draftStorage: SyncStorage;
  /** Holds the verifier's request key under app-core's prefix (localStorage in the app). */
  verificationStorage: SyncStorage;
  /**
   * Leaves the app for the external verifier with a request key (a full-page navigation; a shell
   * would use its web view). Null when the build has no verifier to go to.
   */
  openVerifier: ((key: string) => void) | null;
  /** A fresh request key; tests pass a fixed one. */
  createRequestKey?: () => string;
}

// A letter first: the router reads an all-digit (or digits-and-e) query value as a number.
const randomRequestKey = () => `kmc${globalThis.crypto.randomUUID().replaceAll('-', '')}`;

/**
 * The start of identity verification (`/init/kmc`): what will happen, then 본인인증하기 stores a
 * request key under app-core's identity-verification prefix and leaves for the verifier, which
 * returns to `/init/kmc/result`. Without the terms agreed first it sends back to them.
 *
 * @example
 * <IdentityVerificationScreen draftStorage={sessionStorage} verificationStorage={localStorage} openVerifier={(key) => location.assign(verifierUrl(key))} onNavigate={go} />
 */
export function IdentityVerificationScreen({
  onNavigate,
  draftStorage,
  verificationStorage,
  openVerifier,
  createRequestKey = randomRequestKey,
}: IdentityVerificationScreenProps) {
  const draft = signUpDraftStorage(draftStorage).read();

  if (!draft) {
    return (
      <div className="jg-auth-screen">
        <div className="jg-auth-screen__body">
          <h1 className="jg-auth-screen__title">약관 동의가 먼저 필요해요</h1>
          <p className="jg-auth-screen__lead">본인인증 전에 조각 이용 약관에 동의해주세요.</p>
        </div>
        <div className="jg-auth-screen__actions">
          <Button status="primary" size="full" onClick={() => onNavigate({ route: '/auth/sign-up/individual/terms' })}>
            약관 동의하러 가기
          </Button>
        </div>
      </div>
    );
  }

  function start() {
    if (!openVerifier) return;
    const key = createRequestKey();
    const verification = createIdentityVerificationStorage(verificationStorage);
    verification.clear();
    verification.saveKey(key);
    openVerifier(key);
  }

  return (
    <div className="jg-auth-screen">
      <div className="jg-auth-screen__body">
        <h1 className="jg-auth-screen__title">휴대폰 본인인증</h1>
        <p className="jg-auth-screen__lead">본인 명의의 휴대폰으로 본인인증을 해주세요. 인증이 끝나면 조각으로 돌아와 PIN을 설정해요.</p>
        <ol className="jg-kmc-steps" aria-label="본인인증 순서">
          <li>통신사를 고르고 이름, 생년월일, 휴대폰 번호를 입력해요.</li>
          <li>문자로 받은 인증번호 6자리를 3분 안에 입력해요.</li>
          <li>조각으로 돌아와 사용할 PIN을 설정하면 가입이 끝나요.</li>
        </ol>
        {openVerifier ? null : (
          <ErrorState title="본인인증 서비스에 연결할 수 없어요" description="이 앱 빌드에는 본인인증 서비스 주소가 없어요. 고객센터로 문의해주세요." />
        )}
      </div>
      <div className="jg-auth-screen__actions">
        <Button status="primary" size="full" disabled={!openVerifier} onClick={start}>
          본인인증하기
        </Button>
        <button type="button" className="jg-auth-welcome__browse" onClick={() => onNavigate({ route: '/auth/sign-up/individual/terms' })}>
          약관 다시 보기
        </button>
      </div>
    </div>
  );
}
