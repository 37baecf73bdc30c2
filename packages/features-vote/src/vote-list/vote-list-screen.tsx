import { voteQueries, type components } from '@jogak/api-client';
import { RouteLink, type GateDialogCode, type GateUser } from '@jogak/app-core';
import { EmptyState, QueryState } from '@jogak/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { unitsText, votePeriodText, voteStatusLabel, type VoteStatus } from '../vote-format/vote-format';
import { VoteGate } from '../vote-gate/vote-gate';

type VoteSummary = components['schemas']['VoteSummary'];

/** How many votes one call asks for: a member holds a handful of buildings, each with few votes a year. */
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
  const query = useQuery(voteQueries.list({ size: VOTE_LIST_SIZE }));
  return (
    <QueryState query={query} loadingLabel="투표 목록을 불러오는 중" skeletonLines={6} errorText="투표 목록을 불러오지 못했어요.">
      {(page) =>
        page.content.length === 0 ? (
          <EmptyState title="참여할 수 있는 투표가 없어요" description="보유한 건물의 수익자총회가 열리면 여기에서 투표할 수 있어요." />
        ) : (
          GROUPS.map((group) => <VoteGroup key={group.status} title={group.title} votes={page.content.filter((vote) => vote.status === group.status)} />)
        )
      }
    </QueryState>
  );
}

function VoteGroup({ title, votes }: { readonly title: string; readonly votes: readonly VoteSummary[] }) {
  const id = useId();
  if (votes.length === 0) return null;
  return (
    <section className="jg-vote-group" aria-labelledby={id}>
      <h3 id={id} className="jg-vote-group__title">
        {title}
      </h3>
      <ul className="jg-vote-cards">
        {votes.map((vote) => (
          <li key={vote.id}>
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
