import { accountQueries, isNotFoundError, marketQueries, offeringQueries } from '@jogak/api-client';
import { useNativeBack, useNavigateToRoute, type GateDialogCode, type NativeBackEvents } from '@jogak/app-core';
import { formatWon } from '@jogak/domain-rules';
import { Button, ErrorState, NOT_FOUND_DESCRIPTION, Skeleton } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApplyForm } from './apply-form';
import { passMemberGates, passOfferingChecks, type ApplyUser, type GateExits } from './apply-gates';

export interface ApplyScreenProps {
  /** The offering's id (the route's `$id`). */
  readonly id: number;
  /** The member as app-core's user store holds them (the gates read it). */
  readonly user: ApplyUser;
  /** The member confirmed a NEED_* dialog (or SUBSCRIPTION_LOGIN): the app logs in, signs up or opens the partner page. */
  readonly onGate: (code: GateDialogCode) => void;
  /** The member chose to deposit after INSUFFICIENT_FUND. */
  readonly onDeposit: () => void;
  /**
   * The shell's back button (spec §9 lists this page among those that handle it): the page
   * withdraws its open dialog and goes back to the offering.
   */
  readonly nativeBack?: NativeBackEvents;
}

/** Where the screen stands: gates still asking, the form, or the member sent elsewhere. */
type Phase = 'checking' | 'ready' | 'left';

/**
 * Aborts `leaving` once the screen has unmounted for good. React's development remount unmounts
 * and mounts again in the same task, so the abort waits for the next task and is called off when
 * the screen is back.
 */
function useWithdrawWhenLeft(leaving: AbortController): void {
  const onScreen = useRef(false);
  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
      setTimeout(() => {
        if (!onScreen.current) leaving.abort();
      }, 0);
    };
  }, [leaving]);
}

function useOnce(run: () => void, when: boolean): void {
  const started = useRef(false);
  useEffect(() => {
    if (!when || started.current) return;
    started.current = true;
    run();
  });
}

/**
 * /subscription/{id}/apply: the member's gates first (app-core's transaction gate, then the
 * investor tendency), then the offering's (closed, not set up, weekday hours, holiday, an
 * application already made), then the form. Member-only calls wait for the member's gates, so a
 * guest never meets a 401. The shell's back button leaves for the offering wherever the member
 * stands, withdrawing a dialog that is open (its answer would lead elsewhere).
 *
 * @example
 * <ApplyScreen id={108} user={useSnapshot(userStore)} onGate={followGate} onDeposit={openDeposit} nativeBack={bridge} />
 */
export function ApplyScreen({ id, user, onGate, onDeposit, nativeBack }: ApplyScreenProps) {
  const navigate = useNavigateToRoute();
  // Aborted by the shell's back button, and when the page is left for good (the browser's back, a
  // link): an open question has no page under it any more, and its answer must lead nowhere.
  const [leaving] = useState(() => new AbortController());
  useWithdrawWhenLeft(leaving);
  const [memberPhase, setMemberPhase] = useState<Phase>('checking');
  const [offeringPhase, setOfferingPhase] = useState<Phase>('checking');
  const enabled = memberPhase === 'ready';
  const offering = useQuery({ ...offeringQueries.detail(id), enabled });
  // Today's hours are read fresh: a cached answer (this screen a few minutes ago, the market tab)
  // says nothing about now. TanStack hands the cache over at once, marked a success, while it asks
  // again; the checks wait for the answer asked for after this screen opened.
  const hours = useQuery({ ...marketQueries.operationTime(), enabled, staleTime: 0 });
  const hoursOfThisVisit = hours.isFetchedAfterMount && hours.isSuccess;
  const limit = useQuery({ ...accountQueries.remainingInvestLimit(), enabled, staleTime: 0 });
  const amounts = useQuery({ ...accountQueries.amounts(), enabled, staleTime: 0 });
  // Returned to, not opened anew, however the member leaves for it (a declined dialog, an alert
  // read, the shell's back): the offering's own back must not lead here again (spec §9).
  const backToOffering = () => navigate({ route: '/_main/subscription/$id', params: { id: String(id) } }, { returnTo: true });
  const exits: GateExits = { navigate, onGate, back: backToOffering, signal: leaving.signal };
  useNativeBack(
    nativeBack,
    () => {
      leaving.abort();
      backToOffering();
    },
    // Every question here is opened with `leaving.signal`, which the back withdraws as it leaves.
    { ownsOverlays: true },
  );

  useOnce(() => {
    void passMemberGates(user, exits).then((passed) => setMemberPhase(passed ? 'ready' : 'left'));
  }, true);
  useOnce(() => {
    if (!offering.data || !hours.data) return;
    void passOfferingChecks(user, offering.data, hours.data, exits).then((passed) => setOfferingPhase(passed ? 'ready' : 'left'));
  }, offering.isSuccess && hoursOfThisVisit);

  const queries = [offering, hours, limit, amounts];
  const retryFailed = () => queries.forEach((query) => query.isError && void query.refetch());
  // Only a call that never answered replaces the form; a refresh that failed (the app back in the
  // foreground) keeps what the member typed, with a note and 다시 시도하기 above it. Until the checks
  // ran, cached hours stand for nothing: failing to read them again is failing to load.
  const unanswered = (query: (typeof queries)[number]) => query.data === undefined || (query === hours && offeringPhase === 'checking');
  const failed = queries.find((query) => query.isError && unanswered(query));
  // Once the checks ran the hours are not on screen (청약 신청하기 reads them again itself), so a
  // failed refresh of them has nothing to warn about.
  const failedRefreshes = [offering, limit, amounts].filter((query) => query.isError && query.data !== undefined);
  const refreshFailed = failedRefreshes.length > 0;
  const refreshing = failedRefreshes.some((query) => query.isFetching);
  let body;
  if (memberPhase === 'left' || offeringPhase === 'left') {
    body = (
      <div className="jg-subs-left">
        <p>이 공모는 지금 청약할 수 없어요.</p>
        <Button status="outline" size="full" onClick={exits.back}>
          공모 정보로 돌아가기
        </Button>
      </div>
    );
  } else if (failed && isNotFoundError(failed.error)) {
    body = <ErrorState title="공모를 찾을 수 없어요" description={NOT_FOUND_DESCRIPTION} />;
  } else if (failed) {
    body = <ErrorState description="청약 정보를 불러오지 못했어요." onRetry={retryFailed} />;
  } else if (offeringPhase === 'ready' && offering.data && limit.data && amounts.data) {
    body = (
      <>
        {refreshFailed ? (
          <div className="jg-subs-refresh" role="alert">
            <p>최신 청약 정보를 불러오지 못했어요. 보이는 한도와 예치금은 조금 전 것이에요.</p>
            <Button status="outline" size="small" busy={refreshing} onClick={retryFailed}>
              {refreshing ? '불러오는 중이에요' : '다시 시도하기'}
            </Button>
          </div>
        ) : null}
        <ApplyForm offering={offering.data} limit={limit.data} amounts={amounts.data} onDeposit={onDeposit} onBack={exits.back} signal={leaving.signal} />
      </>
    );
  } else {
    body = <Skeleton lines={6} label="불러오는 중이에요" />;
  }
  return (
    <div className="jg-subs-flow">
      <h1 className="jg-subs-flow__title">청약하기</h1>
      {offering.data ? (
        <p className="jg-subs-flow__lead">
          {offering.data.name} · 공모가 {formatWon(offering.data.scrPrice)}
        </p>
      ) : null}
      {body}
    </div>
  );
}
