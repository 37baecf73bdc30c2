import { investorMutations, memberQueries, type components } from '@jogak/api-client';
import { dialogDefinition, memberInfoQuery, resetInvestorInfo, useNavigateToRoute } from '@jogak/app-core';
import { investorClassOf, isNonLimitedInvestor } from '@jogak/domain-rules';
import { openDialog, QueryState, showToast, type DialogDefinition } from '@jogak/ui-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showInvestorRefusal } from '../investor-flow/investor-error-dialog';
import { investorClassOptions, isAppliedClass, type InvestorClassOption } from './investor-class-options';
import { startApplication } from './qualification-draft';

type IndividualCorpCode = components['schemas']['IndividualCorpCode'];
type MemberMoreInfo = components['schemas']['MemberMoreInfo'];

/** Asked before the switch back to general: it takes effect at once. */
function switchToGeneralDialog(option: InvestorClassOption): DialogDefinition {
  return {
    name: 'CONFIRM_SWITCH_TO_GENERAL',
    title: `${option.label}로 바꿀까요?`,
    contents:
      option.limitText === '한도 없음'
        ? '바꾸면 전문투자자 자격이 바로 해제돼요.'
        : `바꾸면 연간 투자 한도가 ${option.limitText.replace('연 ', '')}으로 바로 적용돼요.`,
    buttons: [
      { text: '취소', style: 'outline', response: false },
      { text: '바꾸기', style: 'primary', response: true },
    ],
  };
}

function ClassOptions({ kind, info }: { readonly kind: IndividualCorpCode; readonly info: MemberMoreInfo }) {
  const navigate = useNavigateToRoute();
  const switchToGeneral = useMutation(investorMutations.switchToGeneral());
  const [failure, setFailure] = useState<string | null>(null);
  const current = investorClassOf(info.invest);
  const reviewing = info.investorStatusChangeInProgressYn === 'Y';

  const choose = async (option: InvestorClassOption) => {
    setFailure(null);
    if (option.kind === 'general') {
      if (option.investorClass === current) {
        await openDialog(dialogDefinition('INVEST_ALREADY_GENERAL'));
        return;
      }
      // Spec §6: an individual with an application under review, or a professional, switches only
      // through customer service; asking "바로 적용돼요" first would promise what the server refuses.
      if (kind === 'INDIVIDUAL' && (reviewing || current === 'PRO_INVESTOR')) {
        await openDialog(dialogDefinition('INVEST_CHANGE_ERROR'));
        return;
      }
      if (!(await openDialog(switchToGeneralDialog(option)))) return;
      try {
        await switchToGeneral.mutateAsync(kind);
        // The switch is done: an application started before it is no longer unsaved work to warn about.
        resetInvestorInfo();
        showToast(`${option.label}로 바뀌었어요.`);
        navigate({ route: '/invest-qual-change/success' });
      } catch (error) {
        const outcome = await showInvestorRefusal(error, '투자자 구분을 바꾸지 못했어요.');
        if (outcome.kind === 'message') setFailure(outcome.message);
      }
      return;
    }
    if (reviewing) {
      await openDialog(dialogDefinition('INVEST_QUAL_ERROR'));
      return;
    }
    if (isNonLimitedInvestor(info.invest)) {
      await openDialog(dialogDefinition('INVEST_ALREADY_PRO'));
      return;
    }
    if (option.investorClass === current || !isAppliedClass(option.investorClass)) {
      setFailure(`이미 ${option.label}예요.`);
      return;
    }
    startApplication(option.investorClass);
    navigate({ route: option.kind === 'income' ? '/investor-status-change/income-cond' : '/investor-status-change/invest-question' });
  };

  return (
    <>
      <ul className="jg-investor-options" aria-label="투자자 구분">
        {investorClassOptions(kind).map((option) => (
          <li key={option.investorClass}>
            <button
              type="button"
              className="jg-investor-option"
              data-state={option.investorClass === current ? 'current' : undefined}
              aria-current={option.investorClass === current ? 'true' : undefined}
              // Marked, not disabled, while the switch to general is sent: the pressed option keeps its focus.
              aria-disabled={switchToGeneral.isPending || undefined}
              onClick={() => switchToGeneral.isPending || void choose(option)}
            >
              <span className="jg-investor-option__name">
                {option.label}
                {option.investorClass === current ? ' (현재)' : ''}
              </span>
              <span className="jg-investor-option__meta">연간 투자 한도 {option.limitText.replace('연 ', '')}</span>
              <span className="jg-investor-option__meta">{option.description}</span>
            </button>
          </li>
        ))}
      </ul>
      {failure ? (
        <p className="jg-investor-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
    </>
  );
}

/**
 * /investor-status-change/invest-div: the classes of the member's kind with their yearly limits,
 * the current one marked. General switches back at once (after asking; individual and
 * corporate calls), except for an individual under review or professional, who is sent to
 * customer service (INVEST_CHANGE_ERROR) without a call; income-qualified goes to the income
 * conditions, professional to the requirement questions. Refusals open their dialogs (INVEST_ALREADY_GENERAL, INVEST_ALREADY_PRO,
 * INVEST_ALREADY_APPLY, INVEST_QUAL_ERROR, INVEST_CHANGE_ERROR, INVEST_INFORM_TIMES).
 *
 * @example
 * <InvestDivScreen />
 */
export function InvestDivScreen() {
  const member = useQuery(memberInfoQuery());
  const moreInfo = useQuery(memberQueries.moreInfo());
  return (
    <div className="jg-investor">
      <h1 className="jg-investor__title">투자자 구분 선택</h1>
      <p className="jg-investor__lead">바꿀 투자자 구분을 골라주세요. 소득적격투자자와 전문투자자는 서류 심사 후 바뀌어요.</p>
      {/* Both calls answer before the options show: the member's kind picks the classes. */}
      <QueryState query={member} errorTitle="불러오지 못했어요" errorText="회원정보를 불러오지 못했어요.">
        {(memberInfo) => (
          <QueryState query={moreInfo} errorTitle="불러오지 못했어요" errorText="투자자 정보를 불러오지 못했어요.">
            {(info) => <ClassOptions kind={memberInfo.individualCorpCode} info={info} />}
          </QueryState>
        )}
      </QueryState>
    </div>
  );
}
