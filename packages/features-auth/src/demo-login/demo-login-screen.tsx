import type { LoginTab } from '@jogak/app-core';
import { Button } from '@jogak/ui-kit';
import { useId, useState } from 'react';

/** One sandbox demo member, as the picker lists it. */
export interface DemoMemberOption {
  memberId: string;
  name: string;
  userType: string;
  corporate: boolean;
  /** What the account shows off (investor class, pending step, blocked trade…), in Korean. */
  description: string;
}

export interface DemoLoginScreenProps {
  /** `undefined` while the list loads. */
  members: readonly DemoMemberOption[] | undefined;
  /** The list could not be loaded. */
  loadError: boolean;
  onRetryLoad: () => void;
  /** Resolves when signed in; rejects with a Korean message to show. */
  onLogin: (memberId: string) => Promise<void>;
  /** Which members come first: `corporate` (`/auth/login?tabs=corporate`) puts the corporations on top. */
  tab: LoginTab;
}

const LOGIN_FAILED = '로그인하지 못했어요. 다시 시도해주세요.';

/**
 * The sandbox's demo login, inside the login screen's 체험 계정 sheet: pick one of the sandbox's 체험 계정 (every user type
 * and investor class) and sign in without a phone. Sandbox builds only; partner builds log in
 * with the partner's identity verification.
 *
 * @example
 * <DemoLoginScreen members={members} loadError={false} onRetryLoad={refetch} onLogin={login} tab="individual" />
 */
export function DemoLoginScreen({ members, loadError, onRetryLoad, onLogin, tab }: DemoLoginScreenProps) {
  const listId = useId();
  const [selected, setSelected] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const corporateFirst = tab === 'corporate';
  const ordered = [...(members ?? [])].sort(
    (a, b) => Number(b.corporate === corporateFirst) - Number(a.corporate === corporateFirst),
  );

  const submit = async () => {
    if (!selected) {
      setError('로그인할 체험 계정을 골라주세요.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onLogin(selected);
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : LOGIN_FAILED);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="jg-auth-demo">
      <div className="jg-auth-demo__body">
        <p className="jg-auth-demo__lead">
          샌드박스의 체험 계정을 골라 휴대폰 인증 없이 로그인해요. 실제 회원이 아닌 체험용 계정이고, 회원 유형마다 앱이
          어떻게 달라지는지 볼 수 있어요.
        </p>
        <h3 id={listId} className="jg-auth-demo__list-title">
          체험 계정
        </h3>
        {loadError ? (
          <div className="jg-auth-demo__load-error" role="alert">
            <p className="jg-auth-demo__error">체험 계정 목록을 불러오지 못했어요.</p>
            <Button status="outline" size="full" onClick={onRetryLoad}>
              다시 시도하기
            </Button>
          </div>
        ) : members === undefined ? (
          <p role="status" className="jg-auth-demo__lead">
            체험 계정을 불러오는 중이에요…
          </p>
        ) : (
          <ul className="jg-auth-demo__list" aria-labelledby={listId}>
            {ordered.map((member) => (
              <li key={member.memberId}>
                <button
                  type="button"
                  className="jg-auth-demo__member"
                  aria-pressed={selected === member.memberId}
                  onClick={() => {
                    setSelected(member.memberId);
                    setError(null);
                  }}
                >
                  <span className="jg-auth-demo__member-name">
                    {member.name}
                    <span className="jg-auth-demo__meta">{member.description}</span>
                  </span>
                  <span className="jg-auth-demo__meta">
                    {member.corporate ? '법인' : '개인'} · {member.userType}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="jg-auth-demo__actions">
        {error ? (
          <p className="jg-auth-demo__error" role="alert">
            {error}
          </p>
        ) : null}
        <Button status="primary" size="full" onClick={() => void submit()} busy={pending}>
          {pending ? '로그인하는 중' : '로그인'}
        </Button>
      </div>
    </div>
  );
}
