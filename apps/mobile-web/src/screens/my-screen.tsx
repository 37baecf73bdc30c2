import { Button } from '@jogak/ui-kit';

/** The user type codes of spec section 4, in words for the MY page. */
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

export interface MyScreenProps {
  loggedIn: boolean;
  name: string;
  userType: string;
  corporate: boolean;
  accountNo: string;
  accountLinked: boolean;
  appVersion: string;
  os: string;
  osVersion: string;
  onLogin: () => void;
  onLogout: () => void;
}

/**
 * /my: who is using the app, their account link, the app and device versions, and log in or
 * log out. The member-info, policy and support menus arrive with their feature issues.
 *
 * @example
 * <MyScreen loggedIn name="김민준" userType="200" corporate={false} accountNo="7010100001"
 *   accountLinked appVersion="3.2.0" os="ANDROID" osVersion="14" onLogin={login} onLogout={logout} />
 */
export function MyScreen(props: MyScreenProps) {
  const { loggedIn, name, userType, corporate, accountNo, accountLinked } = props;
  return (
    <main className="screen">
      <section className="card profile-card" aria-label="내 정보">
        <span className="profile-card__name">{loggedIn && name ? `${name}님` : '조각 게스트'}</span>
        <span>
          {corporate ? '법인 회원' : '개인 회원'} · {USER_TYPE_LABELS[userType] ?? `유형 ${userType}`}
        </span>
      </section>
      {loggedIn ? (
        <section className="card" aria-label="증권 계좌">
          <h2 className="screen__title">증권 계좌</h2>
          <p className="screen__text">{accountLinked && accountNo ? `연결된 계좌 ${accountNo}` : '연결된 계좌가 없어요.'}</p>
        </section>
      ) : (
        <section className="card" aria-label="로그인 안내">
          <p className="screen__text">로그인하면 내 자산과 청약 내역을 볼 수 있어요.</p>
          <Button status="primary" size="full" onClick={props.onLogin}>
            로그인하기
          </Button>
        </section>
      )}
      <section className="card" aria-label="앱 정보">
        <h2 className="screen__title">앱 정보</h2>
        <dl className="definition-list">
          <dt>앱 버전</dt>
          <dd>{props.appVersion || '-'}</dd>
          <dt>기기</dt>
          <dd>{[props.os, props.osVersion].filter(Boolean).join(' ') || '-'}</dd>
        </dl>
      </section>
      {loggedIn ? (
        <Button status="outline" size="full" onClick={props.onLogout}>
          로그아웃
        </Button>
      ) : null}
    </main>
  );
}
