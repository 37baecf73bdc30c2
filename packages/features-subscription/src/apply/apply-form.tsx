import { marketQueries, type components } from '@jogak/api-client';
import { dialogDefinition, useNavigateToRoute } from '@jogak/app-core';
import { formatNumber, formatWon, INVESTOR_CLASS_LABELS } from '@jogak/domain-rules';
import { Button, digitsKeptNotice, openDialog } from '@jogak/ui-kit';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { ApplyAgreements, type AgreementKey, type Agreements } from './apply-agreements';
import { useApplyDraft } from './apply-draft';
import { passApplyBlock } from './apply-gates';
import { maxApplyQuantity, parseQuantity, QUANTITY_MAX_DIGITS, quantityDigits, quantityProblem, transactionTypesOf, type QuantityProblem } from './apply-rules';

type Schemas = components['schemas'];

export interface ApplyFormProps {
  readonly offering: Schemas['OfferingDetail'];
  readonly limit: Schemas['RemainingInvestLimit'];
  readonly amounts: Schemas['AccountAmounts'];
  /** The member chose to deposit after INSUFFICIENT_FUND. */
  readonly onDeposit: () => void;
  /** Back to the offering, after the alert of hours that closed while the form was open. */
  readonly onBack: () => void;
  /** Aborted when the member leaves by the shell's back button: a refusal's dialog is withdrawn. */
  readonly signal: AbortSignal;
}

/** The spec dialog of a refused quantity; the yearly limit's says what is left of it. */
async function explain(problem: QuantityProblem, remainingLimit: number | null, signal: AbortSignal): Promise<boolean> {
  if (problem !== 'INSUFFICIENT_FUND_OVER_AMT') return openDialog(dialogDefinition(problem), { signal });
  return openDialog(
    {
      ...dialogDefinition(problem),
      contents: `올해 남은 투자 한도는 ${formatWon(remainingLimit ?? 0)}이에요. 한도 안에서 수량을 줄여주세요.`,
    },
    { signal },
  );
}

/**
 * Today's hours as the server says them now, or `null` when it could not be asked. Never the
 * cache: the form may have stayed open past the close.
 */
async function hoursNow(queryClient: QueryClient): Promise<components['schemas']['MarketOperationTime'] | null> {
  try {
    return await queryClient.fetchQuery({ ...marketQueries.operationTime(), staleTime: 0 });
  } catch {
    return null;
  }
}

function LimitFacts({ offering, limit, amounts, maxQuantity }: Pick<ApplyFormProps, 'offering' | 'limit' | 'amounts'> & { readonly maxQuantity: number }) {
  const rows: ReadonlyArray<readonly [string, string]> = [
    ['공모가', formatWon(offering.scrPrice)],
    ['청약 가능 수량', `${formatNumber(maxQuantity)}주`],
    ...(offering.ownSubs ? ([['이미 청약한 수량', `${formatNumber(offering.subsQty)}주`]] as const) : []),
    [
      '연간 투자 한도',
      limit.investLimitAmt === null ? `한도 없음 (${INVESTOR_CLASS_LABELS[limit.investorClass]})` : `${formatWon(limit.investLimitAmt)} (${INVESTOR_CLASS_LABELS[limit.investorClass]})`,
    ],
    ['남은 연간 투자 한도', limit.remainingAmt === null ? '한도 없음' : formatWon(limit.remainingAmt)],
    // What the partner may take now: cash less what open buy orders hold (orderableAmt), which is
    // not /assets' 예치금 (all cash) when an order is open, so it is not called 예치금 here.
    ['청약 가능 금액', formatWon(amounts.orderableAmt)],
  ];
  return (
    <dl className="jg-subs-facts" aria-label="청약 가능 범위">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The apply form: what may be applied for (quantity, yearly limit by investor class, deposit),
 * the quantity with its amount in won, the two confirmations, and 청약 신청하기, which checks the
 * quantity with the spec's dialogs, reads today's hours again and hands the order to the
 * certificate step.
 */
export function ApplyForm({ offering, limit, amounts, onDeposit, onBack, signal }: ApplyFormProps) {
  const navigate = useNavigateToRoute();
  const queryClient = useQueryClient();
  const fieldId = useId();
  // The typed quantity is kept in the member's draft as it is typed: back from the prospectus (투자설명서
  // 전문 보기 leaves this screen) or from the certificate step (수량 다시 입력하기), the form starts from
  // it. The two confirmations are asked again: consent is given to the application being sent,
  // never carried over.
  const [draft, setDraft] = useApplyDraft(offering.id);
  const text = draft.quantityText;
  const [notice, setNotice] = useState<string | null>(null);
  const [agreements, setAgreements] = useState<Agreements>({ manual: false, unsuitable: false });
  // Presses refused for a missing agreement since both were last given (0: none). Each refusal is
  // a new count and so a new alert node: a press that fixed nothing is announced again, where the
  // same message left in place would be silent.
  const [agreementRefusals, setAgreementRefusals] = useState(0);
  const firstUnagreed = useRef<HTMLButtonElement>(null);
  const [checkingHours, setCheckingHours] = useState(false);
  const [hoursUnread, setHoursUnread] = useState(false);
  const quantity = parseQuantity(text);
  const maxQuantity = maxApplyQuantity(offering);
  const amount = (quantity ?? 0) * offering.scrPrice;

  const agree = (key: AgreementKey) => {
    const next = { ...agreements, [key]: true };
    setAgreements(next);
    if (next.manual && next.unsuitable) setAgreementRefusals(0);
  };

  const submit = async () => {
    const problem = quantityProblem({ quantity, maxQuantity, scrPrice: offering.scrPrice, remainingLimit: limit.remainingAmt, orderableAmount: amounts.orderableAmt });
    if (problem) {
      const confirmed = await explain(problem, limit.remainingAmt, signal);
      if (problem === 'INSUFFICIENT_FUND' && confirmed && !signal.aborted) onDeposit();
      return;
    }
    if (!agreements.manual || !agreements.unsuitable) {
      setAgreementRefusals((count) => count + 1);
      // To where the member must act, not left on a button that will refuse again.
      firstUnagreed.current?.focus();
      return;
    }
    setHoursUnread(false);
    setCheckingHours(true);
    const hours = await hoursNow(queryClient);
    setCheckingHours(false);
    if (!hours) {
      setHoursUnread(true);
      return;
    }
    if (!(await passApplyBlock(offering.status, hours, { back: onBack, signal }))) return;
    const order = {
      offeringName: offering.name,
      quantity: quantity ?? 0,
      amount,
      transactionType: transactionTypesOf(offering.securitiesClassCod).apply,
      productCode: offering.stockCd,
    };
    setDraft((current) => ({ ...current, order }));
    // The steps of one application share one history entry: once it went through, back (from the
    // result or the list) must not walk into a spent step, nor into this form asking SUBSCRIPTION_ADD.
    navigate({ route: '/subscription/$id/apply/certificate', params: { id: String(offering.id) } }, { replace: true });
  };

  return (
    <form
      className="jg-subs-apply-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <LimitFacts offering={offering} limit={limit} amounts={amounts} maxQuantity={maxQuantity} />
      <div className="jg-subs-quantity">
        <label htmlFor={fieldId} className="jg-subs-quantity__label">
          {offering.ownSubs ? '추가 청약 수량' : '청약 수량'}
        </label>
        <div className="jg-subs-quantity__field">
          <input
            id={fieldId}
            className="jg-subs-quantity__input"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            // 청약 신청하기 refuses no quantity (SUBSCRIPTION_NONE_AMOUNT): read as required, never the
            // native attribute, whose browser bubble would come before the spec's dialog.
            aria-required
            value={text}
            aria-describedby={notice ? `${fieldId}-amount ${fieldId}-notice` : `${fieldId}-amount`}
            onChange={(event) => {
              const typed = event.target.value;
              setNotice(digitsKeptNotice(typed, QUANTITY_MAX_DIGITS));
              setDraft((current) => ({ ...current, quantityText: quantityDigits(typed) }));
            }}
          />
          <span aria-hidden="true">주</span>
        </div>
        <p id={`${fieldId}-amount`} className="jg-subs-quantity__amount" aria-live="polite">
          청약 금액 {formatWon(amount)}
        </p>
        {/* Always mounted: screen readers announce a change to a live region that already exists,
            not one that appears with its message. */}
        <p id={`${fieldId}-notice`} className="jg-field__hint" aria-live="polite">
          {notice}
        </p>
      </div>
      <ApplyAgreements
        offering={offering}
        agreements={agreements}
        onAgree={agree}
        firstUnagreedRef={firstUnagreed}
        missingMessageId={agreementRefusals > 0 ? `${fieldId}-agreements` : undefined}
      />
      {agreementRefusals > 0 ? (
        <p key={agreementRefusals} id={`${fieldId}-agreements`} className="jg-subs-form-error" role="alert">
          투자설명서 확인과 부적합 거래 확인에 모두 동의해주세요.
        </p>
      ) : null}
      {hoursUnread ? (
        <p className="jg-subs-form-error" role="alert">
          청약 가능 시간을 확인하지 못했어요. 잠시 후 다시 시도해주세요.
        </p>
      ) : null}
      <div className="jg-subs-apply">
        <Button type="submit" status="primary" size="full" busy={checkingHours}>
          청약 신청하기
        </Button>
      </div>
    </form>
  );
}
