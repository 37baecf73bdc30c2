import { policyMutations, policyQueries, type components } from '@jogak/api-client';
import { RouteLink, useNavigateToRoute } from '@jogak/app-core';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { Button, ErrorState, openDialog, showToast, useFocusOnChange, type QueryStateQuery } from '@jogak/ui-kit';
import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Ref } from 'react';
import { PolicyDocumentView, policyEditionText } from '../policy-document/policy-document-view';
import { DocumentState } from '../states/query-states';
import { agreementStateOf } from './agreement-state';
import type { MyAgreementSearch } from './my-agreement-search';

type PolicyDocument = components['schemas']['PolicyDocument'];
type MyAgreement = components['schemas']['MyAgreement'];

export interface MyAgreementScreenProps {
  readonly agreementKey: string;
  /** The route's validated query (`parseMyAgreementSearch`). */
  readonly search: MyAgreementSearch;
}

const WITHDRAW_DIALOG = {
  name: 'POLICY_WITHDRAW',
  title: '동의를 철회할까요?',
  contents: '철회하면 이 약관에 따른 안내를 더 받지 않아요. 언제든 다시 동의할 수 있어요.',
  buttons: [
    { text: '취소', style: 'outline' as const, response: false },
    { text: '철회하기', style: 'primary' as const, response: true },
  ],
};

function agreedOnText(agreement: MyAgreement): string {
  return agreement.agreedAt ? `${seoulDateText(agreement.agreedAt, '.') ?? ''}에 동의했어요` : '동의했어요';
}

interface ViewProps {
  readonly document: PolicyDocument;
  readonly agreement: MyAgreement;
  /** The view's heading, which takes focus when the other view gave way to it (`useFocusOnChange`). */
  readonly headingRef: Ref<HTMLHeadingElement>;
}

function StatusView({ document, agreement, headingRef }: ViewProps) {
  const state = agreementStateOf(agreement, document.version);
  const withdraw = useMutation(policyMutations.updateMyAgreement());
  // 동의 철회하기 goes once the agreement is withdrawn: focus goes to the agreement's new state.
  const stateRef = useFocusOnChange<HTMLElement>(state);
  const askWithdraw = async () => {
    if (!(await openDialog(WITHDRAW_DIALOG))) return;
    withdraw.mutate({ agreementKey: document.agreementKey, agreedYn: 'N' }, { onSuccess: () => showToast('동의를 철회했어요.') });
  };
  const agreeTarget = { route: '/_main/policy/$agreementKey/my-agreement', params: { agreementKey: document.agreementKey }, search: { mode: 'agree' } } as const;
  return (
    <section className="jg-policy-status" aria-labelledby="my-agreement-title">
      <h2 ref={headingRef} id="my-agreement-title" tabIndex={-1} className="jg-policy-document__title">
        {document.title}
      </h2>
      <p className="jg-policy-document__meta">{policyEditionText(document)}</p>
      <dl className="jg-policy-status__facts">
        <dt>나의 동의</dt>
        <dd ref={stateRef} tabIndex={-1} data-state={state}>
          {state === 'NOT_AGREED' ? '아직 동의하지 않았어요' : agreedOnText(agreement)}
          {state === 'OUTDATED' ? ` (버전 ${agreement.version ?? ''})` : null}
        </dd>
      </dl>
      {state === 'OUTDATED' ? <p className="jg-policy-status__note">약관이 개정되었어요. 바뀐 내용을 확인하고 다시 동의해주세요.</p> : null}
      <div className="jg-policy-actions">
        {state !== 'AGREED' ? (
          <RouteLink target={agreeTarget} className="jg-policy-actions__primary">
            {state === 'OUTDATED' ? '다시 동의하기' : '동의하기'}
          </RouteLink>
        ) : null}
        <RouteLink target={{ route: '/_main/policy/$agreementKey', params: { agreementKey: document.agreementKey } }} className="jg-policy-actions__link">
          약관 전문 보기
        </RouteLink>
        {state !== 'NOT_AGREED' && document.requiredYn === 'N' ? (
          <Button status="outline" size="full" onClick={() => void askWithdraw()} busy={withdraw.isPending}>
            동의 철회하기
          </Button>
        ) : null}
      </div>
      {withdraw.isError ? <ErrorState title="동의를 철회하지 못했어요" description="잠시 후 다시 시도해주세요." /> : null}
    </section>
  );
}

function ConsentView({ document, agreement, headingRef }: ViewProps) {
  const navigate = useNavigateToRoute();
  const agree = useMutation(policyMutations.updateMyAgreement());
  const done = agree.data ?? (agreementStateOf(agreement, document.version) === 'AGREED' ? agreement : null);
  // The pressed 동의하기 gives way to the result: focus goes to its heading.
  const doneHeadingRef = useFocusOnChange<HTMLHeadingElement>(agree.isSuccess);
  const backToStatus = () =>
    navigate({ route: '/_main/policy/$agreementKey/my-agreement', params: { agreementKey: document.agreementKey }, search: { mode: undefined } });
  if (done) {
    return (
      <section className="jg-policy-done" aria-labelledby="consent-done-title">
        <h2 ref={agree.data ? doneHeadingRef : headingRef} id="consent-done-title" tabIndex={-1} className="jg-policy-document__title">
          {agree.data ? '동의가 완료되었어요' : '이미 동의했어요'}
        </h2>
        <p className="jg-policy-document__meta">
          {document.title} · {agreedOnText(done)}
        </p>
        <Button status="primary" size="full" onClick={backToStatus}>
          확인
        </Button>
      </section>
    );
  }
  return (
    <div className="jg-policy-consent">
      <PolicyDocumentView document={document} titleRef={headingRef} />
      {agree.isError ? <ErrorState title="동의를 저장하지 못했어요" description="잠시 후 다시 시도해주세요." /> : null}
      <div className="jg-policy-consent__bar">
        <Button
          status="primary"
          size="full"
          busy={agree.isPending}
          onClick={() => agree.mutate({ agreementKey: document.agreementKey, agreedYn: 'Y' })}
        >
          {agree.isPending ? '저장하는 중' : '동의하기'}
        </Button>
      </div>
    </div>
  );
}

/**
 * The document and the member's agreement as the one query the page shows: on its way while
 * either is, loaded once both have data (a failed refetch of either keeps the page), otherwise the
 * failure of the one without data; 다시 시도하기 loads again each that failed.
 */
function bothLoaded(
  document: UseQueryResult<PolicyDocument>,
  agreement: UseQueryResult<MyAgreement>,
): QueryStateQuery<{ readonly document: PolicyDocument; readonly agreement: MyAgreement }> {
  return {
    isPending: document.isPending || agreement.isPending,
    isError: document.isError || agreement.isError,
    error: document.data === undefined ? document.error : agreement.error,
    data: document.data === undefined || agreement.data === undefined ? undefined : { document: document.data, agreement: agreement.data },
    refetch: () => Promise.all([document.isError ? document.refetch() : null, agreement.isError ? agreement.refetch() : null]),
  };
}

/**
 * /policy/{agreementKey}/my-agreement (login needed): the member's agreement to a document —
 * when they agreed, to which edition, with 동의하기, 약관 전문 보기 and, for an optional document,
 * 동의 철회하기. With `mode=agree` it is the consent screen: the document, 동의하기 (the contract's
 * `PUT …/my-agreement`), then a confirmation whose 확인 goes back to the agreement's state.
 *
 * @example
 * <MyAgreementScreen agreementKey="marketing" search={{ mode: 'agree' }} />
 */
export function MyAgreementScreen({ agreementKey, search }: MyAgreementScreenProps) {
  const document = useQuery(policyQueries.document(agreementKey));
  const agreement = useQuery(policyQueries.myAgreement(agreementKey));
  // 동의하기 and 확인 switch the view on the same page: focus goes to the new view's heading.
  const viewHeadingRef = useFocusOnChange<HTMLHeadingElement>(search.mode);
  return (
    <div className="jg-policy">
      <DocumentState query={bothLoaded(document, agreement)}>
        {(loaded) =>
          search.mode === 'agree' ? <ConsentView {...loaded} headingRef={viewHeadingRef} /> : <StatusView {...loaded} headingRef={viewHeadingRef} />
        }
      </DocumentState>
    </div>
  );
}
