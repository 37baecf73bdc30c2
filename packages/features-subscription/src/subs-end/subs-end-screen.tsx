import { isNotFoundError, offeringQueries } from '@jogak/api-client';
import { RouteLink, useNativeBack, useNavigateToRoute, type NativeBackEvents } from '@jogak/app-core';
import { formatNumber, formatWon } from '@jogak/domain-rules';
import { seoulMomentText } from '../offering-facts/seoul-moment';
import { ErrorState, NOT_FOUND_DESCRIPTION, Skeleton } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApplyDraft } from '../apply/apply-draft';
import { useRefreshAfterPassword } from '../partner-return/refresh-after-password';

export interface SubsEndScreenProps {
  /** The offering's id (the route's `$id`). */
  readonly id: number;
  /** The partner's `trans_no` of the password page, when it came back with one. */
  readonly transNo?: string;
  /**
   * The shell's back button (spec §9 lists this page among those that handle it): the page goes
   * to the offerings, as 청약 목록 보기 does, rather than back into the spent certificate step.
   */
  readonly nativeBack?: NativeBackEvents;
}

/**
 * /subscription/{id}/subs-end: the result of an application after the partner's password page.
 * Everything cached about offerings and the account is refreshed first, so the list, home and
 * assets show the application at once; then the member's application is read from the server.
 *
 * @example
 * <SubsEndScreen id={108} transNo="20250304701012590101100000" nativeBack={bridge} />
 */
export function SubsEndScreen({ id, transNo, nativeBack }: SubsEndScreenProps) {
  const navigate = useNavigateToRoute();
  // Returned to, not opened anew: the target's own back must not lead here again (spec §9).
  useNativeBack(nativeBack, () => navigate({ route: '/_main/subscription' }, { returnTo: true }));
  // The application went through: its order and typed quantity are spent.
  const [, , clearApplyDraft] = useApplyDraft(id);
  useEffect(() => {
    clearApplyDraft();
  }, [clearApplyDraft]);
  const refreshed = useRefreshAfterPassword(id);
  const subscription = useQuery({ ...offeringQueries.subscription(id), enabled: refreshed });
  const offering = useQuery({ ...offeringQueries.detail(id), enabled: refreshed });

  let body;
  if (!refreshed) {
    // An application cached before this one (cancelled since) would say 이 공모의 청약은 취소된 상태예요.
    body = <Skeleton lines={5} label="불러오는 중이에요" />;
  } else if (isNotFoundError(subscription.error) || isNotFoundError(offering.error)) {
    body = <ErrorState title="청약 내역을 찾을 수 없어요" description={NOT_FOUND_DESCRIPTION} />;
  } else if ((subscription.isError && subscription.data === undefined) || (offering.isError && offering.data === undefined)) {
    body = (
      <ErrorState
        description="청약 결과를 불러오지 못했어요."
        onRetry={() => {
          void subscription.refetch();
          void offering.refetch();
        }}
      />
    );
  } else if (!subscription.data || !offering.data) {
    body = <Skeleton lines={5} label="불러오는 중이에요" />;
  } else {
    const appliedAt = seoulMomentText(subscription.data.appliedAt);
    body = (
      <>
        <p className="jg-subs-flow__lead">
          {subscription.data.status === 'APPLIED' ? '청약 신청이 접수되었어요.' : '이 공모의 청약은 취소된 상태예요.'}
        </p>
        <dl className="jg-subs-facts" aria-label="청약 내역">
          <div>
            <dt>상품</dt>
            <dd>{offering.data.name}</dd>
          </div>
          <div>
            <dt>총 청약 수량</dt>
            <dd>{formatNumber(subscription.data.subsQty)}주</dd>
          </div>
          <div>
            <dt>총 청약 금액</dt>
            <dd>{formatWon(subscription.data.subsAmt)}</dd>
          </div>
          {appliedAt ? (
            <div>
              <dt>신청 일시</dt>
              <dd>{appliedAt}</dd>
            </div>
          ) : null}
          {transNo ? (
            <div>
              <dt>거래번호</dt>
              <dd>{transNo}</dd>
            </div>
          ) : null}
        </dl>
        <p className="jg-subs-note">배정 결과는 배정일에 알림으로 알려드려요. 배정되지 않은 증거금은 환불돼요.</p>
      </>
    );
  }
  return (
    <div className="jg-subs-flow">
      <h1 className="jg-subs-flow__title">청약 완료</h1>
      {body}
      <nav className="jg-subs-apply" aria-label="다음으로">
        <RouteLink className="jg-subs-link-button" target={{ route: '/_main/subscription' }}>
          청약 목록 보기
        </RouteLink>
        <RouteLink className="jg-subs-link-button" target={{ route: '/_main/home' }}>
          홈으로
        </RouteLink>
      </nav>
    </div>
  );
}
