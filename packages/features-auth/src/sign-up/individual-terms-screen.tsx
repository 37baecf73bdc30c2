import { policyQueries } from '@jogak/api-client';
import { dialogDefinition, useNativeBack, type NativeBackEvents, type NavigateToRoute, type RouteTarget, type SyncStorage } from '@jogak/app-core';
import { Button, Checkbox, ErrorState, Skeleton, openDialog } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PolicySheet } from './policy-sheet';
import { BranchAccountNote } from '../corporate/branch-account-note';
import { signUpDraftStorage } from './sign-up-draft';

/**
 * The policy categories a sign-up agrees to. Open-source licences are a notice, not an
 * agreement, so they are not on the list.
 */
const SIGN_UP_CATEGORIES: ReadonlySet<string> = new Set(['TERMS', 'PRIVACY', 'CONSENT']);

/** The consent whose agreement sets `advertiseInformSendAgreeYn`. */
const MARKETING_KEY = 'marketing';

export interface IndividualTermsScreenProps {
  /**
   * Leaves for identity verification, or returns to the sign-up choice after the cancel dialog
   * (app-core's `returnTo`, so the app's navigation must honour its options).
   */
  onNavigate: NavigateToRoute;
  /** Where the agreements wait during the verifier's round trip (the app passes sessionStorage). */
  draftStorage: SyncStorage;
  /**
   * Corporate sign-up (`/auth/sign-up/corporate/terms`) says first that a branch account is needed
   * and goes on to the corporate information instead of the identity verification.
   */
  membership?: 'individual' | 'corporate';
  /**
   * The shell's back button (spec §9's `terms`): closes an open policy, else asks as 취소 does;
   * back again while the question is open answers 계속하기.
   */
  nativeBack?: NativeBackEvents;
}

/** Where 다음 leads, by membership. */
const NEXT: Record<'individual' | 'corporate', RouteTarget> = {
  individual: { route: '/init/kmc' },
  corporate: { route: '/auth/sign-up/corporate/info' },
};

/**
 * The individual sign-up agreements (`/auth/sign-up/individual/terms`, spec §2): 전체 동의, each
 * policy marked 필수/선택 and readable in full, 다음 only with every required one, 취소 through the
 * catalogue's cancel dialog. 다음 keeps the choice for after the verifier and opens `/init/kmc`.
 *
 * @example
 * const navigate = useNavigateToRoute();
 * <IndividualTermsScreen draftStorage={sessionStorage} onNavigate={navigate} />
 */
export function IndividualTermsScreen({ onNavigate, draftStorage, membership = 'individual', nativeBack }: IndividualTermsScreenProps) {
  const policies = useQuery(policyQueries.list());
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(signUpDraftStorage(draftStorage).read()?.agreementKeys));
  const [reading, setReading] = useState<{ key: string; title: string } | null>(null);

  async function cancel() {
    const confirmed = await openDialog(dialogDefinition('CONFIRM_CANCEL_SIGN_UP'));
    if (confirmed) {
      signUpDraftStorage(draftStorage).clear();
      // Returned to, not opened anew: a back from the choice must not reopen the cancelled terms.
      onNavigate({ route: '/auth/sign-up' }, { returnTo: true });
    }
  }

  // An open dialog (the cancel question) or sheet (a policy being read) takes the back first (useNativeBack).
  useNativeBack(nativeBack, () => void cancel());

  const items = policies.data?.content.filter((policy) => SIGN_UP_CATEGORIES.has(policy.category)) ?? [];
  const allChecked = items.length > 0 && items.every((item) => checked.has(item.agreementKey));
  const someChecked = !allChecked && items.some((item) => checked.has(item.agreementKey));
  const requiredDone = items.length > 0 && items.filter((item) => item.requiredYn === 'Y').every((item) => checked.has(item.agreementKey));

  function toggle(key: string, on: boolean) {
    const next = new Set(checked);
    if (on) next.add(key);
    else next.delete(key);
    setChecked(next);
  }

  function next() {
    const agreementKeys = items.map((item) => item.agreementKey).filter((key) => checked.has(key));
    signUpDraftStorage(draftStorage).save({
      agreementKeys,
      advertiseInformSendAgreeYn: agreementKeys.includes(MARKETING_KEY) ? 'Y' : 'N',
    });
    onNavigate(NEXT[membership]);
  }

  return (
    <div className="jg-auth-screen">
      <div className="jg-auth-screen__body">
        <h1 className="jg-auth-screen__title">조각 이용을 위해 약관에 동의해주세요</h1>
        {membership === 'corporate' ? <BranchAccountNote /> : null}
        <p className="jg-auth-screen__lead">필수 약관에 모두 동의해야 가입할 수 있어요. 선택 약관은 동의하지 않아도 가입할 수 있어요.</p>
        {policies.isPending ? <Skeleton lines={5} label="약관 목록을 불러오는 중" /> : null}
        {policies.isError ? (
          <ErrorState title="약관 목록을 불러오지 못했어요" description="잠시 후 다시 시도해주세요." onRetry={() => void policies.refetch()} />
        ) : null}
        {policies.isSuccess && items.length === 0 ? (
          <p className="jg-auth-screen__lead" role="status">
            지금은 동의할 약관이 없어요. 잠시 후 다시 시도해주세요.
          </p>
        ) : null}
        {items.length > 0 ? (
          <div className="jg-terms">
            <Checkbox
              label="전체 동의"
              emphasis
              checked={allChecked}
              indeterminate={someChecked}
              onCheckedChange={(on) => setChecked(new Set(on ? items.map((item) => item.agreementKey) : []))}
            />
            <ul className="jg-terms__list" aria-label="약관 목록">
              {items.map((item) => (
                <li key={item.agreementKey} className="jg-terms__item">
                  <Checkbox
                    label={`[${item.requiredYn === 'Y' ? '필수' : '선택'}] ${item.title}`}
                    checked={checked.has(item.agreementKey)}
                    onCheckedChange={(on) => toggle(item.agreementKey, on)}
                    required={item.requiredYn === 'Y'}
                  />
                  <Button
                    status="outline"
                    size="mini"
                    aria-label={`${item.title} 전문 보기`}
                    onClick={() => setReading({ key: item.agreementKey, title: item.title })}
                  >
                    보기
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="jg-auth-screen__actions jg-auth-screen__actions--row">
        <Button status="muted" size="large" onClick={() => void cancel()}>
          취소
        </Button>
        <Button status="primary" size="large" disabled={!requiredDone} onClick={next}>
          다음
        </Button>
      </div>
      <PolicySheet agreementKey={reading?.key ?? null} title={reading?.title ?? ''} onClose={() => setReading(null)} />
    </div>
  );
}

/**
 * The corporate sign-up's agreements (`/auth/sign-up/corporate/terms`): the branch-account note
 * first, then the same policies; 다음 opens the corporate information.
 *
 * @example
 * const navigate = useNavigateToRoute();
 * <CorporateTermsScreen draftStorage={sessionStorage} onNavigate={navigate} />
 */
export function CorporateTermsScreen(props: Omit<IndividualTermsScreenProps, 'membership'>) {
  return <IndividualTermsScreen {...props} membership="corporate" />;
}
