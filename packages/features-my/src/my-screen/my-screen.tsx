import { RouteLink, dialogDefinition, isCorporate, type PartnerWebViewPurpose, type PersistenceAdapter, type User } from '@jogak/app-core';
import { Button, openDialog } from '@jogak/ui-kit';
import { useId, type ReactNode } from 'react';
import { accountActionOf } from '../account-action/account-action';
import { AppVersion } from '../app-menu/app-version';
import { ReferralShare } from '../app-menu/referral-share';
import { SecuritySettings } from '../app-menu/security-settings';
import { SupportLinks } from '../app-menu/support-links';
import { InvestorSummary } from '../investor-summary/investor-summary';
import type { MyBridge } from '../pin-entry/pin-entry';

/** The user type codes of spec section 4, in words for the profile card. */
const USER_TYPE_LABELS: Readonly<Record<string, string>> = {
  '100': '가입 전',
  '900': '로그아웃됨',
  '101': '계좌 개설 필요',
  '102': '계좌 연동 필요',
  '103': '로그인 필요',
  '200': '이용 중',
  '000': '이용 중',
  '123': '휴대폰 번호 변경',
};

/** The user fields /my shows (app-core's user store fits as it is). */
export type MyUser = Pick<User, 'id' | 'name' | 'userType' | 'individualCorpCode' | 'accountNo' | 'allianceAccountNoRegisterYn' | 'media'>;

export interface MyScreenProps {
  user: MyUser;
  /** A session token exists: the member's name, account and 로그아웃 instead of the guest card. */
  loggedIn: boolean;
  /** The app version the shell reported in `init`; empty before it (shown as `-`). */
  appVersion: string;
  /** The OS version the shell reported; empty in a desktop browser. */
  osVersion: string;
  /** The shell's bridge: secure keypad (PIN change), biometrics, share and the update check. */
  bridge: MyBridge;
  /** Where the device remembers that biometric unlock is on. */
  persistence: PersistenceAdapter;
  /** The app's own address, for the referral link (the page's origin in the app). */
  origin: string;
  /** 로그인하기 (guests). */
  onLogin: () => void;
  /** Called once the member confirmed 로그아웃 in the catalogue's dialog. */
  onLogout: () => void;
  /** Opens the partner's account-opening or corporate account-link web view. */
  onOpenAccount: (purpose: Extract<PartnerWebViewPurpose, 'CREATE_ACCOUNT' | 'CORP_ACCOUNT_LINK'>) => void;
  /** The instant the investor information's 24 months are counted to; now when absent. */
  now?: Date;
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

/** The shell's OS as people write it (`ANDROID` → Android, `IOS` → iOS); anything else as it came. */
function osName(media: string): string {
  if (media === 'ANDROID') return 'Android';
  if (media === 'IOS') return 'iOS';
  return media;
}

/**
 * /my: who is using the app (name, individual or corporate, user type), their securities
 * account with the way to open or link one; for a member the way to 회원정보, the investor class
 * and tendency with their expiry, PIN change, biometrics, 인증서 관리 and the friend-share
 * referral; for everyone the menu (고객센터 with the customer-service number, 커뮤니티, 약관 및
 * 정책; 1:1 문의 and 투표 for members only), the app version with the update check, and 로그인하기
 * for a guest or 로그아웃 (after the catalogue's confirmation) for a member.
 *
 * @example
 * <MyScreen user={useSnapshot(userStore)} loggedIn={token !== ''} appVersion="3.2.0" osVersion="14"
 *   bridge={bridge} persistence={persistence} origin={window.location.origin}
 *   onLogin={() => void navigate({ to: '/auth/login' })} onLogout={() => void logout()}
 *   onOpenAccount={(purpose) => void openPartnerWebView(purpose)} />
 */
export function MyScreen({ user, loggedIn, appVersion, osVersion, bridge, persistence, origin, onLogin, onLogout, onOpenAccount, now }: MyScreenProps) {
  const corporate = isCorporate(user.individualCorpCode);
  const pinOwner = corporate ? 'corporate' : 'individual';
  const confirmLogout = async () => {
    if (await openDialog(dialogDefinition('CONFIRM_LOGOUT'))) onLogout();
  };
  return (
    // The header's MY is the page's title (its h1): the screen starts with its cards.
    <div className="jg-my">
      <section className="jg-my-card jg-my-profile" aria-label="내 정보">
        <span className="jg-my-profile__name">{loggedIn && user.name ? `${user.name}님` : '조각 게스트'}</span>
        <span>
          {corporate ? '법인 회원' : '개인 회원'} · {USER_TYPE_LABELS[user.userType] ?? `유형 ${user.userType}`}
        </span>
        {loggedIn ? (
          <RouteLink target={{ route: '/_main/my/info' }} className="jg-my-profile__link">
            회원정보
          </RouteLink>
        ) : null}
      </section>
      {loggedIn ? <MemberSections user={user} onOpenAccount={onOpenAccount} /> : <GuestSection onLogin={onLogin} />}
      {loggedIn ? <InvestorSummary now={now} /> : null}
      {loggedIn ? <SecuritySettings bridge={bridge} pinOwner={pinOwner} persistence={persistence} /> : null}
      {loggedIn ? <ReferralShare bridge={bridge} referralCode={user.id} origin={origin} /> : null}
      <SupportLinks loggedIn={loggedIn} />
      <Section title="앱 정보">
        <AppVersion bridge={bridge} appVersion={appVersion} device={[osName(user.media), osVersion].filter(Boolean).join(' ')} />
      </Section>
      {loggedIn ? (
        <Button status="outline" size="full" onClick={() => void confirmLogout()}>
          로그아웃
        </Button>
      ) : null}
    </div>
  );
}

function MemberSections({ user, onOpenAccount }: Pick<MyScreenProps, 'user' | 'onOpenAccount'>) {
  const accountAction = accountActionOf(user, true);
  return (
    <Section title="증권 계좌">
      <p className="jg-my-card__text">
        {user.allianceAccountNoRegisterYn === 'Y' && user.accountNo ? `연동된 계좌 ${user.accountNo}` : '연동된 계좌가 없어요.'}
      </p>
      {accountAction?.kind === 'kyc' ? (
        <RouteLink target={{ route: '/kyc' }} className="jg-my-link-button">
          {accountAction.label}
        </RouteLink>
      ) : accountAction ? (
        <Button status="primary" size="full" onClick={() => onOpenAccount(accountAction.purpose)}>
          {accountAction.label}
        </Button>
      ) : null}
    </Section>
  );
}

function GuestSection({ onLogin }: Pick<MyScreenProps, 'onLogin'>) {
  return (
    <section className="jg-my-card" aria-label="로그인 안내">
      <p className="jg-my-card__text">로그인하면 내 자산과 청약 내역을 볼 수 있어요.</p>
      <Button status="primary" size="full" onClick={onLogin}>
        로그인하기
      </Button>
    </section>
  );
}
