import { investorMutations } from '@jogak/api-client';
import { investorInfoStore, resetInvestorInfo, signedInMemberId, updateUser, useNavigateToRoute, useScreenSignal } from '@jogak/app-core';
import { Button, Checkbox, EmptyState } from '@jogak/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { LeaveFlowButton } from '../investor-flow/leave-flow-button';
import { showInvestorRefusal } from '../investor-flow/investor-error-dialog';
import { sendInvestorFlow } from '../investor-flow/leave-investor-flow';
import { tendencySubmission } from './questionnaire-answers';

const RISKS = [
  '조각투자 상품은 예금자보호법에 따라 보호되지 않으며, 투자 원금의 일부 또는 전부를 잃을 수 있어요.',
  '건물의 임대 수익과 가치는 경기, 금리, 공실률에 따라 달라지고, 배당금이 줄거나 지급되지 않을 수 있어요.',
  '거래량이 적으면 원하는 때에 원하는 가격으로 팔지 못할 수 있어요.',
  '투자성향보다 위험한 상품에 투자하려면 부적합 거래 확인이 필요해요.',
];

function flowStarted(): boolean {
  const info = investorInfoStore;
  if (info.personalInfoAgreeYn !== 'Y') return false;
  if (info.investPersonInformOfferYn === 'N') return true;
  return info.investPersonInformOfferYn === 'Y' && info.investProposeCod !== '';
}

/**
 * /investment-analysis/danger-notice: the investment risks the member must confirm before the
 * answers are sent; declining to give investor information adds what that means. 분석 결과 보기
 * submits (POST /member/invest-tendency), updates the member's tendency in app-core's user
 * store and opens the result. A refusal (INVEST_INFORM_TIMES …) opens its dialog and keeps every
 * answer. While the answers are on their way the flow cannot be left (그만하기 is busy, the app's
 * leave guard holds), and an answer that comes after the screen is gone opens nothing; one that
 * comes after the sender's session has ended or another member has signed in changes neither the
 * user store nor the investor flow.
 *
 * @example
 * <DangerNoticeScreen />
 */
export function DangerNoticeScreen() {
  const navigate = useNavigateToRoute();
  const submit = useMutation(investorMutations.submitTendency());
  const screenSignal = useScreenSignal();
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const confirmRef = useRef<HTMLInputElement>(null);
  // The error is the box's own while it is unchecked; once checked, only a failed save is left to say.
  const unconfirmed = error !== null && !confirmed;
  const [started] = useState(flowStarted);
  const declined = investorInfoStore.investPersonInformOfferYn === 'N';

  if (!started) {
    return (
      <div className="jg-investor">
        <h1 className="jg-investor__title">투자 위험 고지</h1>
        <EmptyState
          title="투자성향 분석을 처음부터 진행해주세요"
          description="투자자 정보 제공 여부를 선택하고 질문에 답한 뒤 위험 고지를 확인할 수 있어요."
          action={
            <Button status="primary" size="full" onClick={() => navigate({ route: '/investment-analysis/personal-analysis' })}>
              처음부터 하기
            </Button>
          }
        />
      </div>
    );
  }

  const send = async () => {
    if (!confirmed) {
      setError('투자 위험을 확인했다고 체크해주세요.');
      confirmRef.current?.focus();
      return;
    }
    setError(null);
    const info = investorInfoStore;
    const sentFor = signedInMemberId();
    try {
      const result = await sendInvestorFlow(() =>
        submit.mutateAsync(
          tendencySubmission({
            ...info,
            investPersonInformOfferYn: declined ? 'N' : 'Y',
            investRecommandHopeYn: info.investRecommandHopeYn === 'Y' ? 'Y' : 'N',
          }),
        ),
      );
      // The answer is the sender's alone: once their session has ended (the foreground logout) or
      // another member has signed in, the user store and the investor flow belong to someone else.
      if (signedInMemberId() !== sentFor) return;
      // Saved even when the screen is gone: the app's tendency checks must see it.
      updateUser({
        customerTendencyEvalCod: result.customerTendencyEvalCod,
        investTendencyDiagnosisYn: result.investTendencyDiagnosisYn,
        investPersonInformChgAt: result.investPersonInformChgAt,
        investPersonInformChgMaturityAt: result.investPersonInformChgMaturityAt,
        investPersonInformOfferYn: declined ? 'N' : 'Y',
        investRecommandHopeYn: info.investRecommandHopeYn,
      });
      resetInvestorInfo();
      if (!screenSignal().aborted) navigate({ route: '/investment-analysis/invest-result' });
    } catch (failure) {
      if (screenSignal().aborted) return;
      const outcome = await showInvestorRefusal(failure, '투자성향을 저장하지 못했어요.');
      if (outcome.kind === 'message') setError(outcome.message);
    }
  };

  return (
    <div className="jg-investor">
      <h1 className="jg-investor__title">투자 위험 고지</h1>
      <p className="jg-investor__lead">투자하기 전에 아래 내용을 꼭 확인해주세요.</p>
      <ul className="jg-investor-risks" aria-label="투자 위험">
        {RISKS.map((risk) => (
          <li key={risk}>{risk}</li>
        ))}
      </ul>
      {declined ? (
        <section className="jg-investor-card" data-state="warning" aria-label="투자자 정보 미제공 안내">
          <p className="jg-investor-card__label">투자자 정보를 제공하지 않았어요</p>
          <p className="jg-investor-card__meta">
            투자성향을 알 수 없어 투자성향에 맞는 상품인지 판단해 드릴 수 없어요. 청약과 매수는 할 수 있고, 그때마다 부적합 거래 확인을 받아요. 언제든 다시 분석할 수 있어요.
          </p>
        </section>
      ) : null}
      <Checkbox
        checked={confirmed}
        onCheckedChange={(checked) => {
          setConfirmed(checked);
          setError(null);
        }}
        label="[필수] 위 투자 위험을 모두 확인했어요"
        required
        ref={confirmRef}
        invalid={unconfirmed}
        {...(unconfirmed ? { describedBy: errorId } : {})}
      />
      {error ? (
        <p id={errorId} className="jg-investor-form__failure" role="alert">
          {error}
        </p>
      ) : null}
      <div className="jg-investor__actions">
        <Button status="primary" size="full" busy={submit.isPending} onClick={() => void send()}>
          {submit.isPending ? '저장하는 중이에요' : '분석 결과 보기'}
        </Button>
        <LeaveFlowButton />
      </div>
    </div>
  );
}
