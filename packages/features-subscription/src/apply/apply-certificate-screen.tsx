import { accountQueries } from '@jogak/api-client';
import { useNavigateToRoute, useScreenSignal, type PartnerWebViewOpening } from '@jogak/app-core';
import { formatNumber, formatWon } from '@jogak/domain-rules';
import { Button, EmptyState, ErrorState, Skeleton } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApplyDraft } from './apply-draft';

export interface ApplyCertificateScreenProps {
  /** The offering's id (the route's `$id`). */
  readonly id: number;
  /**
   * Opens the partner's password page (the app's `openPartnerWebView`: it fetches the
   * account-agency token, stores the purpose and has the shell open app-core's `partnerWebViewUrl`).
   * The opening carries the screen's `signal`, aborted when the member leaves the screen: the page
   * must then not open.
   */
  readonly onOpenPassword: (opening: PartnerWebViewOpening) => Promise<void>;
}

/**
 * /subscription/{id}/apply/certificate: the order the apply screen made (quantity, amount, the
 * account), and 인증하고 비밀번호 입력하기, which confirms the member's identity with the partner
 * (the account-agency token) and opens its password page (FRAC_APPLY or STO_APPLY, business code
 * 01). An expired partner token brings the member back here to try again.
 *
 * @example
 * <ApplyCertificateScreen id={108} onOpenPassword={services.openPartnerWebView} />
 */
export function ApplyCertificateScreen({ id, onOpenPassword }: ApplyCertificateScreenProps) {
  const navigate = useNavigateToRoute();
  // The order of the member signed in: another member's (one who used the device before) is filed
  // under them and never found here.
  const [{ order }] = useApplyDraft(id);
  const amounts = useQuery({ ...accountQueries.amounts(), enabled: order !== null });
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  const screenSignal = useScreenSignal();
  // In place of this step, as the form put this step in its place: the application's steps share
  // one history entry, so no back leads into a step already left.
  const toApply = () => navigate({ route: '/subscription/$id/apply', params: { id: String(id) } }, { replace: true });

  if (!order) {
    return (
      <div className="jg-subs-flow">
        <h1 className="jg-subs-flow__title">청약 인증</h1>
        <EmptyState title="진행 중인 청약 신청이 없어요" description="청약 수량을 다시 입력해주세요." />
        <Button status="primary" size="full" onClick={toApply}>
          청약 수량 입력하기
        </Button>
      </div>
    );
  }

  const open = async () => {
    setOpening(true);
    setFailed(false);
    try {
      await onOpenPassword({
        purpose: 'PASSWORD_APPLY',
        subscriptionId: String(id),
        order: { transactionType: order.transactionType, productCode: order.productCode, amount: order.amount, quantity: order.quantity },
        signal: screenSignal(),
      });
    } catch {
      setFailed(true);
    } finally {
      setOpening(false);
    }
  };

  return (
    <div className="jg-subs-flow">
      <h1 className="jg-subs-flow__title">청약 인증</h1>
      <p className="jg-subs-flow__lead">본인 확인 후 증권사 화면에서 계좌 비밀번호를 입력하면 청약이 접수돼요.</p>
      {amounts.isPending ? <Skeleton lines={4} label="불러오는 중이에요" /> : null}
      {amounts.isError ? <ErrorState description="계좌 정보를 불러오지 못했어요." onRetry={() => void amounts.refetch()} /> : null}
      {amounts.data ? (
        <dl className="jg-subs-facts" aria-label="청약 신청 내용">
          <div>
            <dt>상품</dt>
            <dd>{order.offeringName}</dd>
          </div>
          <div>
            <dt>청약 수량</dt>
            <dd>{formatNumber(order.quantity)}주</dd>
          </div>
          <div>
            <dt>청약 금액</dt>
            <dd>{formatWon(order.amount)}</dd>
          </div>
          <div>
            <dt>출금 계좌</dt>
            <dd>{amounts.data.accountNo}</dd>
          </div>
        </dl>
      ) : null}
      {failed ? (
        <p className="jg-subs-form-error" role="alert">
          증권사 화면을 열지 못했어요. 잠시 후 다시 시도해주세요.
        </p>
      ) : null}
      <div className="jg-subs-apply">
        <Button status="primary" size="full" disabled={!amounts.data} busy={opening} onClick={() => void open()}>
          인증하고 비밀번호 입력하기
        </Button>
        <Button status="outline" size="full" onClick={toApply}>
          수량 다시 입력하기
        </Button>
      </div>
    </div>
  );
}
