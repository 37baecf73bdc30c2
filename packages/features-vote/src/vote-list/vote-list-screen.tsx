import { voteQueries, type components } from '@jogak/api-client';
import { RouteLink, type GateDialogCode, type GateUser } from '@jogak/app-core';
import { itemsOfPages, LoadMore, QueryState, useBroughtItemFocus } from '@jogak/ui-kit';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { unitsText, votePeriodText, voteStatusLabel, type VoteStatus } from '../vote-format/vote-format';
import { VoteGate } from '../vote-gate/vote-gate';

type VoteSummary = components['schemas']['VoteSummary'];
type VotePage = components['schemas']['VotePage'];

/** How many votes one page brings: a member holds a handful of buildings, each with few votes a year. */
export const VOTE_LIST_SIZE = 50;

export interface VoteListScreenProps {
  /** The member as app-core's user store holds them (the transaction gate reads it). */
  readonly user: GateUser;
  /** The member confirmed a NEED_* dialog of the gate. */
  readonly onGate: (code: GateDialogCode) => void;
}

const GROUPS: ReadonlyArray<{ status: VoteStatus; title: string }> = [
  { status: 'OPEN', title: '진행 중인 투표' },
  { status: 'UPCOMING', title: '예정된 투표' },
  { status: 'CLOSED', title: '종료된 투표' },
];

/**
 * /vote: the votes of the buildings the member holds, open ones first, then upcoming and closed.
 *
 * @example
 * <VoteListScreen user={userSnapshot} onGate={followGate} />
 */
export function VoteListScreen({ user, onGate }: VoteListScreenProps) {
  return (
    <div className="jg-vote">
      {/* Under the header's 투표 (the page's h1): the list's own title, its groups below it. */}
      <h2 className="jg-vote__heading">수익자총회 투표</h2>
      <VoteGate user={user} onGate={onGate}>
        <VoteList />
      </VoteGate>
    </div>
  );
}

function VoteList() {
  const feed = useInfiniteQuery(voteQueries.feed({ size: VOTE_LIST_SIZE }));
  return (
    <QueryState
      query={feed}
      loadingLabel="투표 목록을 불러오는 중"
      skeletonLines={6}
      errorText="투표 목록을 불러오지 못했어요."
      empty={{
        title: '참여할 수 있는 투표가 없어요',
        description: '보유한 건물의 수익자총회가 열리면 여기에서 투표할 수 있어요.',
        isEmpty: (data) => data.pages.every((page) => page.content.length === 0),
      }}
    >
      {(data) => (
        <VoteGroups
          data={data}
          hasNextPage={feed.hasNextPage}
          isFetchingNextPage={feed.isFetchingNextPage}
          nextPageFailed={feed.isFetchNextPageError}
          onLoadMore={() => void feed.fetchNextPage()}
        />
      )}
    </QueryState>
  );
}

interface VoteGroupsProps {
  readonly data: InfiniteData<VotePage>;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly nextPageFailed: boolean;
  readonly onLoadMore: () => void;
}

/**
 * Every loaded vote in its status's group, then ui-kit's `LoadMore` for the next page. A page
 * asked for with the 더 보기 button hands focus to the first vote it brought, whichever group it
 * joined (ui-kit's `useBroughtItemFocus`, as its `InfiniteList` does).
 */
function VoteGroups({ data, hasNextPage, isFetchingNextPage, nextPageFailed, onLoadMore }: VoteGroupsProps) {
  // Each vote once, where it first came: the server's list can shift between two pages.
  const votes = useMemo(() => itemsOfPages(data.pages, (page) => page.content, (vote) => vote.id), [data]);
  const voteIds = useMemo(() => votes.map((vote) => vote.id), [votes]);
  const focus = useBroughtItemFocus(voteIds, isFetchingNextPage);

  return (
    <>
      {GROUPS.map((group) => (
        <VoteGroup key={group.status} title={group.title} votes={votes.filter((vote) => vote.status === group.status)} itemRef={focus.itemRef} />
      ))}
      <LoadMore
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        failed={nextPageFailed}
        onLoadMore={() => {
          focus.noteAsked();
          onLoadMore();
        }}
        label="투표 더 보기"
        failedText="다음 투표를 불러오지 못했어요."
      />
    </>
  );
}

interface VoteGroupProps {
  readonly title: string;
  readonly votes: readonly VoteSummary[];
  /** The ref of a vote's card (its list item), by which focus finds it. */
  readonly itemRef: (voteId: number) => (element: HTMLElement | null) => void;
}

function VoteGroup({ title, votes, itemRef }: VoteGroupProps) {
  const id = useId();
  if (votes.length === 0) return null;
  return (
    <section className="jg-vote-group" aria-labelledby={id}>
      <h3 id={id} className="jg-vote-group__title">
        {title}
      </h3>
      <ul className="jg-vote-cards">
        {votes.map((vote) => (
          <li key={vote.id} ref={itemRef(vote.id)}>
            <VoteCard vote={vote} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function VoteCard({ vote }: { readonly vote: VoteSummary }) {
  return (
    <RouteLink target={{ route: '/_main/vote/$id', params: { id: String(vote.id) } }} className="jg-vote-card">
      <span className="jg-vote-card__badges">
        <span className="jg-vote-badge" data-status={vote.status}>
          {voteStatusLabel(vote.status)}
        </span>
        {vote.votedYn === 'Y' ? <span className="jg-vote-badge" data-status="VOTED">참여 완료</span> : null}
      </span>
      <span className="jg-vote-card__name">{vote.name}</span>
      <span className="jg-vote-card__title">{vote.title}</span>
      <span className="jg-vote-card__meta">
        {votePeriodText(vote.beginAt, vote.endAt)} · 의결권 {unitsText(vote.voteQty)}
      </span>
    </RouteLink>
  );
}
