import { dialogDefinition, isCorporate, type PartnerWebViewPurpose, type User } from '@jogak/app-core';
import { Button, openDialog } from '@jogak/ui-kit';
import { useId, type ReactNode } from 'react';
import { accountActionOf } from '../account-action/account-action';

/** The user type codes of spec section 4, in words for the profile card. */
const USER_TYPE_LABELS: Readonly<Record<string, string>> = {
  '100': '가입 전',
  '900': '로그아웃됨',
  '101': '계좌 개설 필요',
  '102': '계좌 연결 필요',
  '103': '로그인 필요',
  '200': '이용 중',
  '000': '이용 중',
  '123': '휴대폰 번호 변경',
};

/** The user fields /my shows (app-core's user store fits as it is). */
export type MyUser = Pick<User, 'name' | 'userType' | 'individualCorpCode' | 'accountNo' | 'allianceAccountNoRegisterYn' | 'media'>;

export interface MyScreenProps {
  user: MyUser;
  /** A session token exists: the member's name, account and 로그아웃 instead of the guest card. */
  loggedIn: boolean;
  /** The app version the shell reported in `init`; empty before it (shown as `-`). */
  appVersion: string;
  /** The OS version the shell reported; empty in a desktop browser. */
  osVersion: string;
  /** 로그인하기 (guests). */
  onLogin: () => void;
  /** Called once the member confirmed 로그아웃 in the catalogue's dialog. */
  onLogout: () => void;
  /** Opens the partner's account-opening or corporate account-link web view. */
  onOpenAccount: (purpose: Extract<PartnerWebViewPurpose, 'CREATE_ACCOUNT' | 'CORP_ACCOUNT_LINK'>) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="jg-my-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="jg-my-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /my: who is using the app (name, individual or corporate, user type), their securities
 * account with the way to open or link one, the app and device versions, and 로그인하기 for a
 * guest or 로그아웃 (after the catalogue's confirmation) for a member.
 *
 * @example
 * <MyScreen user={useSnapshot(userStore)} loggedIn={token !== ''} appVersion="3.2.0" osVersion="14"
 *   onLogin={() => void navigate({ to: '/auth/login' })} onLogout={() => void logout()}
 *   onOpenAccount={(purpose) => void openPartnerWebView(purpose)} />
 */
export function MyScreen({ user, loggedIn, appVersion, osVersion, onLogin, onLogout, onOpenAccount }: MyScreenProps) {
  const corporate = isCorporate(user.individualCorpCode);
  const accountAction = accountActionOf(user, loggedIn);
  const confirmLogout = async () => {
    if (await openDialog(dialogDefinition('CONFIRM_LOGOUT'))) onLogout();
  };
  return (
    <main className="jg-my">
      <section className="jg-my-card jg-my-profile" aria-label="내 정보">
        <span className="jg-my-profile__name">{loggedIn && user.name ? `${user.name}님` : '조각 게스트'}</span>
        <span>
          {corporate ? '법인 회원' : '개인 회원'} · {USER_TYPE_LABELS[user.userType] ?? `유형 ${user.userType}`}
        </span>
      </section>
      {loggedIn ? (
        <Section title="증권 계좌">
          <p className="jg-my-card__text">
            {user.allianceAccountNoRegisterYn === 'Y' && user.accountNo ? `연결된 계좌 ${user.accountNo}` : '연결된 계좌가 없어요.'}
          </p>
          {accountAction ? (
            <Button status="primary" size="full" onClick={() => onOpenAccount(accountAction.purpose)}>
              {accountAction.label}
            </Button>
          ) : null}
        </Section>
      ) : (
        <section className="jg-my-card" aria-label="로그인 안내">
          <p className="jg-my-card__text">로그인하면 내 자산과 청약 내역을 볼 수 있어요.</p>
          <Button status="primary" size="full" onClick={onLogin}>
            로그인하기
          </Button>
        </section>
      )}
      <Section title="앱 정보">
        <dl className="jg-my-facts">
          <dt>앱 버전</dt>
          <dd>{appVersion || '-'}</dd>
          <dt>기기</dt>
          <dd>{[user.media, osVersion].filter(Boolean).join(' ') || '-'}</dd>
        </dl>
      </Section>
      {loggedIn ? (
        <Button status="outline" size="full" onClick={() => void confirmLogout()}>
          로그아웃
        </Button>
      ) : null}
    </main>
  );
}
