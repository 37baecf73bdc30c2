import { investorInfoStore, useNavigateToRoute } from '@jogak/app-core';
import { INVESTOR_CLASS_LABELS } from '@jogak/domain-rules';
import { Button, Checkbox } from '@jogak/ui-kit';
import { useId, useRef, useState } from 'react';
import { LeaveFlowButton } from '../investor-flow/leave-flow-button';
import { yearlyLimitText } from './investor-class-options';
import { MissingDraft } from './missing-draft';
import { appliedClass, incomeTypeLabel, PROFESSIONAL_REQUIREMENTS, requiredDocumentOf } from './qualification-draft';

/**
 * /investor-status-change/invest-report: the investor confirmation report — the class applied
 * for, its yearly limit, the condition met and the document to send — with the two required
 * confirmations (personal information, truthfulness) before the documents.
 *
 * @example
 * <InvestReportScreen />
 */
export function InvestReportScreen() {
  const navigate = useNavigateToRoute();
  const applied = appliedClass();
  const [agreed, setAgreed] = useState(investorInfoStore.personalInfoAgreeYn === 'Y');
  const [truthful, setTruthful] = useState(investorInfoStore.investInformCheckRegisterYn === 'Y');
  const errorId = useId();
  const agreedRef = useRef<HTMLInputElement>(null);
  const truthfulRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const condition =
    applied === 'INCOME_QUALIFIED_INVESTOR'
      ? incomeTypeLabel(investorInfoStore.incomeType)
      : (PROFESSIONAL_REQUIREMENTS.find((requirement) => investorInfoStore.documentChecks[requirement.value] === 'Y')?.label ??
        (investorInfoStore.documentChecks.balance === 'Y' ? '잔고 요건을 갖추었어요' : null));

  if (!applied || condition === null) {
    return (
      <div className="jg-investor">
        <h1 className="jg-investor__title">투자자 정보 확인서</h1>
        <MissingDraft />
      </div>
    );
  }

  const next = () => {
    if (!agreed || !truthful) {
      setError('두 항목에 모두 동의해주세요.');
      (agreed ? truthfulRef : agreedRef).current?.focus();
      return;
    }
    Object.assign(investorInfoStore, { personalInfoAgreeYn: 'Y', investInformCheckRegisterYn: 'Y' });
    navigate({ route: '/investor-status-change/invest-doc' });
  };

  return (
    <div className="jg-investor">
      <h1 className="jg-investor__title">투자자 정보 확인서</h1>
      <dl className="jg-investor-facts" aria-label="신청 내용">
        <dt>신청 구분</dt>
        <dd>{INVESTOR_CLASS_LABELS[applied]}</dd>
        <dt>연간 투자 한도</dt>
        <dd>{yearlyLimitText(applied)}</dd>
        <dt>갖춘 요건</dt>
        <dd>{condition}</dd>
        <dt>제출할 서류</dt>
        <dd>{requiredDocumentOf(applied)}</dd>
      </dl>
      <Checkbox
        checked={agreed}
        onCheckedChange={(checked) => {
          setAgreed(checked);
          Object.assign(investorInfoStore, { personalInfoAgreeYn: checked ? 'Y' : '' });
          setError(null);
        }}
        label="[필수] 개인(신용)정보 수집·이용에 동의해요"
        required
        ref={agreedRef}
        invalid={error !== null && !agreed}
        {...(error !== null && !agreed ? { describedBy: errorId } : {})}
      />
      <Checkbox
        checked={truthful}
        onCheckedChange={(checked) => {
          setTruthful(checked);
          Object.assign(investorInfoStore, { investInformCheckRegisterYn: checked ? 'Y' : '' });
          setError(null);
        }}
        label="[필수] 위 내용이 사실과 다르지 않음을 확인해요"
        required
        ref={truthfulRef}
        invalid={error !== null && !truthful}
        {...(error !== null && !truthful ? { describedBy: errorId } : {})}
      />
      {error ? (
        <p id={errorId} className="jg-investor-form__failure" role="alert">
          {error}
        </p>
      ) : null}
      <div className="jg-investor__actions">
        <Button status="primary" size="full" onClick={next}>
          서류 제출하기
        </Button>
        <LeaveFlowButton />
      </div>
    </div>
  );
}
