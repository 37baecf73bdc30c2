import { isNotFoundError, marketQueries, offeringQueries } from '@jogak/api-client';
import { dialogDefinition, RouteLink, useScreenSignal, type PartnerWebViewOpening } from '@jogak/app-core';
import { formatNumber, formatWon } from '@jogak/domain-rules';
import { Button, EmptyState, ErrorState, openDialog, Skeleton } from '@jogak/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { applyBlock, transactionTypesOf } from '../apply/apply-rules';
import { useRefreshAfterPassword } from '../partner-return/refresh-after-password';

export interface CancelCertificateScreenProps {
  /** The offering whose application is cancelled (the route's `?id=`); absent when the link had none. */
  readonly id: number | undefined;
  /** The partner's `trans_no`: present when its password page confirmed the cancel. */
  readonly transNo?: string;
  /**
   * Opens the partner's password page (the app's `openPartnerWebView`), with the screen's `signal`,
   * aborted when the member leaves the screen: the page must then not open.
   */
  readonly onOpenPassword: (opening: PartnerWebViewOpening) => Promise<void>;
}

const REFUND_LABELS = { NONE: '환불 없음', PENDING: '환불 대기', DONE: '환불 완료' } as const;

function Frame({ children }: { readonly children: ReactNode }) {
  return (
    <div className="jg-subs-flow">
      <h1 className="jg-subs-flow__title">청약 취소</h1>
      {children}
      <nav className="jg-subs-apply" aria-label="다음으로">
        <RouteLink className="jg-subs-link-button" target={{ route: '/_main/subscription' }}>
          청약 목록 보기
        </RouteLink>
      </nav>
    </div>
  );
}

/** No application to cancel can be found: a link without the offering, or one the server does not know. */
function NotFound() {
  return <EmptyState title="취소할 청약을 찾지 못했어요" description="청약 목록에서 공모를 골라 다시 시도해주세요." />;
}

function Fact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Before the password: the application to cancel, the confirmation dialog, the password page (code 02). */
function CancelRequest({ id, onOpenPassword }: { readonly id: number; readonly onOpenPassword: CancelCertificateScreenProps['onOpenPassword'] }) {
  const offering = useQuery(offeringQueries.detail(id));
  const subscription = useQuery({ ...offeringQueries.subscription(id), enabled: offering.data?.ownSubs === true });
  const queryClient = useQueryClient();
  const hours = useQuery({ ...marketQueries.operationTime(), staleTime: 0 });
  const [failed, setFailed] = useState<'hours' | 'password' | null>(null);
  const [opening, setOpening] = useState(false);
  const screenSignal = useScreenSignal();
  // The server's 404 (no such offering, or no application of the member's) stays so: no retry.
  if (isNotFoundError(offering.error) || isNotFoundError(subscription.error)) return <NotFound />;
  const failedQuery = [offering, subscription, hours].find((query) => query.isError && query.data === undefined);
  if (failedQuery) return <ErrorState description="청약 정보를 불러오지 못했어요." onRetry={() => void failedQuery.refetch()} />;
  if (!offering.data || !hours.data) return <Skeleton lines={4} label="불러오는 중이에요" />;
  if (!offering.data.ownSubs) return <EmptyState title="취소할 청약이 없어요" description={`${offering.data.name}에 신청한 청약이 없어요.`} />;
  if (!subscription.data) return <Skeleton lines={4} label="불러오는 중이에요" />;
  const { name, status, securitiesClassCod, stockCd } = offering.data;
  const { subsQty, subsAmt } = subscription.data;

  const cancel = async () => {
    setFailed(null);
    setOpening(true);
    // Today's hours as the server says them now: the screen may have stayed open past the close.
    const hoursNow = await queryClient.fetchQuery({ ...marketQueries.operationTime(), staleTime: 0 }).catch(() => null);
    setOpening(false);
    if (!hoursNow) {
      setFailed('hours');
      return;
    }
    const block = applyBlock(status, hoursNow);
    if (block) {
      await openDialog(
        block === 'SUBSCRIPTION_IMPOSSIBLE_TIME'
          ? dialogDefinition(block, { dealBeginHour: hoursNow.dealBeginHour, dealEndingHour: hoursNow.dealEndingHour })
          : dialogDefinition(block),
      );
      return;
    }
    if (!(await openDialog(dialogDefinition('CONFIRM_CANCEL_SUBSCRIPTION')))) return;
    setOpening(true);
    try {
      await onOpenPassword({
        purpose: 'PASSWORD_CANCEL',
        subscriptionId: String(id),
        order: { transactionType: transactionTypesOf(securitiesClassCod).cancel, productCode: stockCd, amount: subsAmt, quantity: subsQty },
        signal: screenSignal(),
      });
    } catch {
      setFailed('password');
    } finally {
      setOpening(false);
    }
  };

  return (
    <>
      <p className="jg-subs-flow__lead">청약을 취소하면 증거금은 예치금으로 환불돼요. 본인 확인 후 증권사 화면에서 계좌 비밀번호를 입력해주세요.</p>
      <dl className="jg-subs-facts" aria-label="취소할 청약">
        <Fact term="상품">{name}</Fact>
        <Fact term="청약 수량">{formatNumber(subsQty)}주</Fact>
        <Fact term="환불될 증거금">{formatWon(subsAmt)}</Fact>
      </dl>
      {failed ? (
        <p className="jg-subs-form-error" role="alert">
          {failed === 'hours' ? '청약 가능 시간을 확인하지 못했어요. 잠시 후 다시 시도해주세요.' : '증권사 화면을 열지 못했어요. 잠시 후 다시 시도해주세요.'}
        </p>
      ) : null}
      <Button status="primary" size="full" busy={opening} onClick={() => void cancel()}>
        인증하고 청약 취소하기
      </Button>
    </>
  );
}

/**
 * After the password: the cancellation and its refund, read after everything cached was refreshed.
 * Until then the skeleton: the request step's application still in the cache would say
 * 청약이 아직 취소되지 않았어요 about a cancelled one.
 */
function CancelResult({ id, transNo }: { readonly id: number; readonly transNo: string }) {
  const refreshed = useRefreshAfterPassword(id);
  const subscription = useQuery({ ...offeringQueries.subscription(id), enabled: refreshed });
  const offering = useQuery({ ...offeringQueries.detail(id), enabled: refreshed });
  if (!refreshed) return <Skeleton lines={4} label="불러오는 중이에요" />;
  if (isNotFoundError(offering.error) || isNotFoundError(subscription.error)) return <NotFound />;
  const failedQuery = [offering, subscription].find((query) => query.isError && query.data === undefined);
  if (failedQuery) return <ErrorState description="취소 결과를 불러오지 못했어요." onRetry={() => void failedQuery.refetch()} />;
  if (!subscription.data || !offering.data) return <Skeleton lines={4} label="불러오는 중이에요" />;
  const { status, subsQty, refundAmt, refundStatus } = subscription.data;
  return (
    <>
      <p className="jg-subs-flow__lead">{status === 'CANCELLED' ? '청약이 취소되었어요.' : '청약이 아직 취소되지 않았어요.'}</p>
      <dl className="jg-subs-facts" aria-label="청약 취소 결과">
        <Fact term="상품">{offering.data.name}</Fact>
        <Fact term="취소 수량">{formatNumber(subsQty)}주</Fact>
        <Fact term="환불 금액">{formatWon(refundAmt)}</Fact>
        <Fact term="환불 상태">{REFUND_LABELS[refundStatus]}</Fact>
        <Fact term="거래번호">{transNo}</Fact>
      </dl>
      {refundStatus === 'PENDING' ? <p className="jg-subs-note">증거금은 증권사 정산 후 다음 영업일까지 예치금으로 돌아와요.</p> : null}
    </>
  );
}

/**
 * /subscription/cancel/certificate?id={offering}: the application to cancel, the confirmation
 * dialog (CONFIRM_CANCEL_SUBSCRIPTION), then the partner's password page for the cancel
 * (FRAC_CANCEL or STO_CANCEL, business code 02). The page's `password-complete` brings the member
 * back here with `transNo`, and the screen shows the cancellation with its refund (환불 대기 on
 * the day); an expired partner token brings them back without it, to try again.
 *
 * @example
 * <CancelCertificateScreen id={108} onOpenPassword={services.openPartnerWebView} />
 */
export function CancelCertificateScreen({ id, transNo, onOpenPassword }: CancelCertificateScreenProps) {
  if (id === undefined) {
    return (
      <Frame>
        <NotFound />
      </Frame>
    );
  }
  return <Frame>{transNo ? <CancelResult id={id} transNo={transNo} /> : <CancelRequest id={id} onOpenPassword={onOpenPassword} />}</Frame>;
}
