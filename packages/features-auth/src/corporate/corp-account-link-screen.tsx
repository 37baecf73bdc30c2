import type { RouteTarget } from '@jogak/app-core';
import { Button } from '@jogak/ui-kit';
import { useState } from 'react';

export interface CorpAccountLinkScreenProps {
  /** A session exists (the partner's page needs the member's account). */
  loggedIn: boolean;
  /** The shell's partner web view with purpose CORP_ACCOUNT_LINK (spec §4, §7). */
  openAccountLink: () => Promise<void>;
  onNavigate: (target: RouteTarget) => void;
}

/**
 * `/auth/corp-account-link`: a corporate member who must still link the account opened at the
 * branch (type 102) opens the partner's corporate account-link web view; the shell's
 * `account-linked` message reports the outcome. Without a session it sends to the corporate login.
 *
 * @example
 * <CorpAccountLinkScreen loggedIn openAccountLink={() => openPartnerWebView({ purpose: 'CORP_ACCOUNT_LINK' })} onNavigate={go} />
 */
export function CorpAccountLinkScreen({ loggedIn, openAccountLink, onNavigate }: CorpAccountLinkScreenProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function open() {
    setProblem(null);
    setBusy(true);
    try {
      await openAccountLink();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : '계좌 연동 화면을 열지 못했어요. 잠시 후 다시 시도해주세요.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="jg-auth-screen">
      <div className="jg-auth-screen__body">
        <h1 className="jg-auth-screen__title">법인 계좌 연동</h1>
        <p className="jg-auth-screen__lead">영업점에서 개설한 법인 계좌를 조각과 연동하면 청약과 거래를 할 수 있어요. 연동은 증권사 화면에서 계좌 비밀번호로 해요.</p>
        {loggedIn ? null : <p className="jg-auth-corp__note">법인 회원으로 로그인한 뒤 계좌를 연동할 수 있어요.</p>}
        {problem ? (
          <p className="jg-auth-screen__problem" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="jg-auth-screen__actions">
        {loggedIn ? (
          <Button status="primary" size="full" busy={busy} onClick={() => void open()}>
            계좌 연동하기
          </Button>
        ) : (
          <Button status="primary" size="full" onClick={() => onNavigate({ route: '/auth/login', search: { tabs: 'corporate' } })}>
            법인 로그인하기
          </Button>
        )}
        <button type="button" className="jg-auth-login__link" onClick={() => onNavigate({ route: '/_main/home' })}>
          나중에 하기
        </button>
      </div>
    </div>
  );
}
