import { investorInfoStore, useNativeBack, useNavigateToRoute, type NativeBackEvents } from '@jogak/app-core';
import { Button } from '@jogak/ui-kit';
import { useState, type FormEvent } from 'react';
import { ChoiceGroup } from '../choice-group/choice-group';
import { LeaveFlowButton } from '../investor-flow/leave-flow-button';
import { MissingDraft } from './missing-draft';
import { appliedClass, PROFESSIONAL_REQUIREMENTS } from './qualification-draft';

const YES_NO = [
  { value: 'Y', label: '네' },
  { value: 'N', label: '아니요' },
];

interface QuestionErrors {
  balance?: string;
  requirement?: string;
}

export interface InvestQuestionScreenProps {
  /**
   * The shell's back button (spec §9's `invest-question`): back to the class choice, the step
   * before the questions (where the screen's own 투자자 구분 고르기 leads without a draft); what
   * was answered stays in the draft.
   */
  readonly nativeBack?: NativeBackEvents;
}

function chosenRequirement(): string {
  return PROFESSIONAL_REQUIREMENTS.find((requirement) => investorInfoStore.documentChecks[requirement.value] === 'Y')?.value ?? '';
}

/**
 * /investor-status-change/invest-question: the professional-investor requirements. Individuals
 * need the balance requirement and one of income, assets or an expert licence; corporations the
 * balance requirement. Not meeting them stops here with why; the answers are kept as the draft's
 * document checks.
 *
 * @example
 * <InvestQuestionScreen nativeBack={bridge} />
 */
export function InvestQuestionScreen({ nativeBack }: InvestQuestionScreenProps) {
  const navigate = useNavigateToRoute();
  // Returned to, not opened anew: the target's own back must not lead here again (spec §9).
  useNativeBack(nativeBack, () => navigate({ route: '/investor-status-change/invest-div' }, { returnTo: true }));
  const applied = appliedClass();
  const corporate = applied === 'CORP_INVESTOR';
  const [balance, setBalance] = useState<string>(investorInfoStore.documentChecks.balance ?? '');
  const [requirement, setRequirement] = useState(chosenRequirement);
  const [errors, setErrors] = useState<QuestionErrors>({});

  if (applied !== 'PRO_INVESTOR' && applied !== 'CORP_INVESTOR') {
    return (
      <div className="jg-investor">
        <h1 className="jg-investor__title">전문투자자 요건 확인</h1>
        <MissingDraft />
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: QuestionErrors = {
      balance:
        balance === '' ? '잔고 요건을 갖추었는지 골라주세요.' : balance === 'N' ? '잔고 요건을 갖추어야 전문투자자로 신청할 수 있어요.' : undefined,
      requirement: !corporate && requirement === '' ? '갖춘 요건을 하나 골라주세요.' : undefined,
    };
    setErrors(found);
    if (found.balance || found.requirement) return;
    investorInfoStore.documentChecks = corporate ? { balance: 'Y' } : { balance: 'Y', [requirement]: 'Y' };
    navigate({ route: '/investor-status-change/invest-report' });
  };

  return (
    <div className="jg-investor">
      <h1 className="jg-investor__title">전문투자자 요건 확인</h1>
      <form className="jg-investor-form" noValidate onSubmit={submit}>
        <ChoiceGroup
          legend={
            corporate
              ? '금융투자상품 잔고가 100억원(외부감사 대상 법인은 50억원) 이상인가요?'
              : '최근 5년 중 1년 이상 금융투자상품 월말 평균잔고가 5,000만원 이상이었나요?'
          }
          choices={YES_NO}
          value={balance}
          onChange={(value) => {
            setBalance(value);
            Object.assign(investorInfoStore, { documentChecks: { ...investorInfoStore.documentChecks, balance: value === 'Y' ? 'Y' : 'N' } });
            setErrors((current) => ({ ...current, balance: undefined }));
          }}
          error={errors.balance}
          required
        />
        {corporate ? null : (
          <ChoiceGroup
            legend="다음 중 갖춘 요건을 골라주세요."
            choices={PROFESSIONAL_REQUIREMENTS}
            value={requirement}
            onChange={(value) => {
              setRequirement(value);
              setErrors((current) => ({ ...current, requirement: undefined }));
            }}
            error={errors.requirement}
            required
          />
        )}
        <div className="jg-investor__actions">
          <Button type="submit" status="primary" size="full">
            다음
          </Button>
          <LeaveFlowButton />
        </div>
      </form>
    </div>
  );
}
