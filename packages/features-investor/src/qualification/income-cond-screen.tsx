import { investorInfoStore, useNavigateToRoute } from '@jogak/app-core';
import { Button } from '@jogak/ui-kit';
import { useState, type FormEvent } from 'react';
import { ChoiceGroup } from '../choice-group/choice-group';
import { LeaveFlowButton } from '../investor-flow/leave-flow-button';
import { MissingDraft } from './missing-draft';
import { appliedClass, INCOME_TYPES } from './qualification-draft';

/**
 * /investor-status-change/income-cond: which income condition of an income-qualified investor
 * the member meets; the choice is kept as the draft's incomeType.
 *
 * @example
 * <IncomeCondScreen />
 */
export function IncomeCondScreen() {
  const navigate = useNavigateToRoute();
  const [incomeType, setIncomeType] = useState(investorInfoStore.incomeType);
  const [error, setError] = useState<string | undefined>();
  const applying = appliedClass() === 'INCOME_QUALIFIED_INVESTOR';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (incomeType === '') {
      setError('해당하는 소득 요건을 골라주세요.');
      return;
    }
    investorInfoStore.incomeType = incomeType;
    navigate({ route: '/investor-status-change/invest-report' });
  };

  return (
    <div className="jg-investor">
      <h1 className="jg-investor__title">소득 요건 확인</h1>
      {applying ? (
        <form className="jg-investor-form" noValidate onSubmit={submit}>
          <p className="jg-investor__lead">소득적격투자자는 연 40,000,000원까지 투자할 수 있어요. 직전 연도 소득 기준이에요.</p>
          <ChoiceGroup
            legend="어떤 소득 요건을 갖추었나요?"
            choices={INCOME_TYPES}
            value={incomeType}
            onChange={(value) => {
              setIncomeType(value);
              Object.assign(investorInfoStore, { incomeType: value });
              setError(undefined);
            }}
            error={error}
            required
          />
          <div className="jg-investor__actions">
            <Button type="submit" status="primary" size="full">
              다음
            </Button>
            <LeaveFlowButton />
          </div>
        </form>
      ) : (
        <MissingDraft />
      )}
    </div>
  );
}
