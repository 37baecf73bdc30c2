import { Button } from '@jogak/ui-kit';
import { useState } from 'react';

export interface DemoMemberOption {
  memberId: string;
  name: string;
  userType: string;
  corporate: boolean;
  description: string;
}

export interface DemoLoginScreenProps {
  members: readonly DemoMemberOption[] | undefined;
  /** The list could not be loaded. */
  loadError: boolean;
  onRetryLoad: () => void;
  /** Resolves when signed in; rejects with a Korean message to show. */
  onLogin: (memberId: string) => Promise<void>;
  /** `corporate` lists corporate members first (`/auth/login?tabs=corporate`). */
  tab: 'individual' | 'corporate';
}

/**
 * The sandbox's demo login at /auth/login: pick one of the sandbox's demo members (every user
 * type and investor class) and sign in without a phone, through `POST /main/v1/auth/demo/login`.
 *
 * @example
 * <DemoLoginScreen members={members} loadError={false} onRetryLoad={refetch} onLogin={login} tab="individual" />
 */
export function DemoLoginScreen({ members, loadError, onRetryLoad, onLogin, tab }: DemoLoginScreenProps) {
  const [selected, setSelected] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ordered = [...(members ?? [])].sort((a, b) => Number(b.corporate === (tab === 'corporate')) - Number(a.corporate === (tab === 'corporate')));

  const submit = async () => {
    if (!selected) {
      setError('로그인할 체험 회원을 골라주세요.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onLogin(selected);
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : '로그인하지 못했어요. 다시 시도해주세요.');
    } finally {
      setPending(false);
    }
  };

  return (
    <main className="screen">
      <h1 className="screen__title">체험용 로그인</h1>
      <p className="screen__text">
        샌드박스의 체험 회원으로 휴대폰 인증 없이 로그인해요. 회원 유형마다 앱이 어떻게 달라지는지 볼 수 있어요.
      </p>
      {loadError ? (
        <div className="card" role="alert">
          <p className="form-error">체험 회원 목록을 불러오지 못했어요.</p>
          <Button status="outline" size="full" onClick={onRetryLoad}>
            다시 불러오기
          </Button>
        </div>
      ) : members === undefined ? (
        <p role="status" className="screen__text">
          체험 회원을 불러오는 중이에요…
        </p>
      ) : (
        <ul className="member-list" aria-label="체험 회원">
          {ordered.map((member) => (
            <li key={member.memberId}>
              <button
                type="button"
                className="member-option"
                aria-pressed={selected === member.memberId}
                onClick={() => {
                  setSelected(member.memberId);
                  setError(null);
                }}
              >
                <span>
                  {member.name}
                  <br />
                  <span className="member-option__meta">{member.description}</span>
                </span>
                <span className="member-option__meta">
                  {member.corporate ? '법인' : '개인'} · {member.userType}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button status="primary" size="full" onClick={() => void submit()} disabled={pending} aria-busy={pending}>
        {pending ? '로그인 중…' : '로그인'}
      </Button>
    </main>
  );
}
