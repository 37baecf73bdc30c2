import { Button } from '@jogak/ui-kit';

/**
 * The corporate tab of /auth/login until the certificate login ships: says so, keeps the button
 * visible but off (as the sign-up choice did for corporate membership), and points to what works.
 *
 * @example
 * <CertificateLoginPending />
 */
export function CertificateLoginPending() {
  return (
    <section className="jg-auth-login__panel" aria-labelledby="jg-auth-login-corporate">
      <h2 id="jg-auth-login-corporate" className="jg-auth-login__greeting">
        법인 회원은 공동인증서로 로그인해요
      </h2>
      <p className="jg-auth-screen__lead">앱에서 하는 법인 인증서 로그인은 아직 준비 중이에요. 법인 계좌 업무는 영업점이나 고객센터로 문의해주세요.</p>
      <Button status="primary" size="full" disabled>
        인증서로 로그인
      </Button>
    </section>
  );
}
