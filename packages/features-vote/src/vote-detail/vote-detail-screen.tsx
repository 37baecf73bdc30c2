import { isNotFoundError, jogakClientOf, voteMutations, voteQueries, type components } from '@jogak/api-client';
import { gateDialogCode, loadMemberInfo, transactionGate, useFormDraft, userStore, type GateDialogCode, type GateUser } from '@jogak/app-core';
import { Button, QueryState, RichText, useFocusOnChange } from '@jogak/ui-kit';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Ref } from 'react';
import { unitsText, votePeriodText, voteStatusLabel } from '../vote-format/vote-format';
import { VoteGate } from '../vote-gate/vote-gate';
import { AgendaCard, type VoteDocumentDownload } from './agenda-card';
import { castBallot, type SignBallot } from './cast-ballot';

type VoteDetail = components['schemas']['VoteDetail'];

export interface VoteDetailScreenProps {
  /** The vote's id, from the route. */
  readonly id: number;
  /** The member as app-core's user store holds them (the transaction gate reads it). */
  readonly user: GateUser;
  /**
   * Signs the ballot with the member's pay-provider certificate: the signature, `no-certificate`
   * or `cancelled`; a rejection (any other failure) is shown as a toast with its message.
   */
  readonly signBallot: SignBallot;
  /** The member confirmed a NEED_* dialog of the gate. */
  readonly onGate: (code: GateDialogCode) => void;
  /** The member confirmed ENTER_VOTE_WITHOUT_CERT's 인증서 등록하기. */
  readonly onRegisterCertificate: () => void;
  /**
   * The API's origin (the app's API base, or the page's origin when the API is served beside the
   * app): an agenda document's `url` is a path on it, so its link is made absolute against it.
   */
  readonly apiBaseUrl: string;
  /**
   * Saves an agenda document through the shell (the bridge's downloadFile, with the path made
   * absolute on the API's origin): a WebView neither opens a new window nor should leave the app.
   * Rejects when it failed (spec §8's failure toast).
   */
  readonly onDownload: (file: VoteDocumentDownload) => Promise<void>;
}

/**
 * /vote/{id}: the vote's notice, each agenda with its documents and choices, the member's
 * voting power (the units they hold), the ballot — locked once cast — and the tally when closed.
 *
 * @example
 * <VoteDetailScreen id={1} user={userSnapshot} signBallot={sign} onGate={followGate} onRegisterCertificate={registerCertificate}
 *   apiBaseUrl="https://api.jogak.example" onDownload={(file) => bridge.request('downloadFile', { url: new URL(file.path, apiBase).href, fileName: file.fileName })} />
 */
export function VoteDetailScreen(props: VoteDetailScreenProps) {
  return (
    <div className="jg-vote">
      <VoteGate user={props.user} onGate={props.onGate}>
        <VoteDetailContent {...props} />
      </VoteGate>
    </div>
  );
}

function VoteDetailContent(props: VoteDetailScreenProps) {
  const query = useQuery(voteQueries.detail(props.id));
  return (
    <QueryState
      query={query}
      loadingLabel="투표를 불러오는 중"
      skeletonLines={8}
      errorText="투표를 불러오지 못했어요."
      notFound={{ title: '투표를 찾을 수 없어요', when: isNotFoundError }}
    >
      {(vote) => <VoteBody key={vote.id} vote={vote} {...props} />}
    </QueryState>
  );
}

function VoteBody({ vote, user, signBallot, onGate, onRegisterCertificate, apiBaseUrl, onDownload }: VoteDetailScreenProps & { readonly vote: VoteDetail }) {
  const queryClient = useQueryClient();
  const submit = useMutation(voteMutations.submit());
  // Kept while the member is away (app-core's form draft, in memory, theirs): a server's NEED_*
  // refusal hands the screen to its gate, which replaces this body, and linking brings them back.
  const [choices, setChoices, forgetChoices] = useFormDraft<ReadonlyMap<number, number>>(`vote:${vote.id}:choices`, new Map());
  const votable = vote.status === 'OPEN' && vote.votedYn === 'N' && vote.voteQty > 0;
  const complete = vote.agendas.every((agenda) => choices.has(agenda.agendaId));
  // The pressed 투표하기 goes once the ballot is cast: focus goes to the notice that says so.
  const noticeRef = useFocusOnChange<HTMLParagraphElement>(vote.votedYn);

  const onSubmit = async () => {
    await castBallot({
      user,
      sign: signBallot,
      submit: async (signatureValue) => {
        const ballots = vote.agendas.map((agenda) => ({ agendaId: agenda.agendaId, optionId: choices.get(agenda.agendaId) ?? 0 }));
        const cast = await submit.mutateAsync({ id: vote.id, ballots, signatureValue });
        forgetChoices();
        queryClient.setQueryData(voteQueries.detail(vote.id).queryKey, cast);
      },
      // The detail and the list: both still say 투표 중 (or not voted) when the server knows better.
      // The choices stay.
      refresh: () => queryClient.invalidateQueries({ queryKey: voteQueries.all() }),
      recheckGate: () => recheckGate(queryClient),
      onGate,
      onRegisterCertificate,
    });
  };

  return (
    <article className="jg-vote-detail" aria-labelledby="jg-vote-title">
      <header className="jg-vote-detail__head">
        <span className="jg-vote-badge" data-status={vote.status}>
          {voteStatusLabel(vote.status)}
        </span>
        <p className="jg-vote-detail__name">{vote.name}</p>
        {/* Under the header's 투표 (the page's h1): the vote's title heads the article, its agendas below it. */}
        <h2 id="jg-vote-title" className="jg-vote__heading">
          {vote.title}
        </h2>
        <dl className="jg-vote-facts">
          <dt>투표 기간</dt>
          <dd>{votePeriodText(vote.beginAt, vote.endAt)}</dd>
          <dt>내 의결권</dt>
          <dd>{unitsText(vote.voteQty)}</dd>
        </dl>
      </header>
      <RichText html={vote.contents} className="jg-vote-detail__contents" headingLevel={3} />
      <VoteNotice vote={vote} noticeRef={noticeRef} />
      <ol className="jg-vote-agendas">
        {vote.agendas.map((agenda) => (
          <li key={agenda.agendaId}>
            <AgendaCard
              agenda={agenda}
              votable={votable}
              chosen={choices.get(agenda.agendaId)}
              myChoice={vote.myBallots.find((ballot) => ballot.agendaId === agenda.agendaId)?.optionId}
              result={vote.results?.find((result) => result.agendaId === agenda.agendaId)}
              onChoose={(optionId) => setChoices((previous) => new Map(previous).set(agenda.agendaId, optionId))}
              documentAccess={{ apiBaseUrl, onDownload }}
            />
          </li>
        ))}
      </ol>
      {votable ? (
        <div className="jg-vote-submit">
          {complete ? null : <p className="jg-vote-submit__hint">모든 안건에 하나씩 선택해주세요.</p>}
          <Button status="primary" size="full" disabled={!complete} busy={submit.isPending} onClick={() => void onSubmit()}>
            {submit.isPending ? '제출하는 중' : '투표하기'}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

/**
 * The member info read again into app-core's user store, which the app hands this screen as
 * `user`: the gate it now gives, `null` when it lets the member through or could not be read.
 */
async function recheckGate(queryClient: QueryClient): Promise<GateDialogCode | null> {
  try {
    await loadMemberInfo(jogakClientOf(queryClient), { ci: userStore.ci });
  } catch {
    return null;
  }
  return gateDialogCode(transactionGate(userStore));
}

/** Why the member cannot (or no longer needs to) vote, in one sentence. */
function VoteNotice({ vote, noticeRef }: { readonly vote: VoteDetail; readonly noticeRef: Ref<HTMLParagraphElement> }) {
  const text = voteNoticeText(vote);
  if (!text) return null;
  return (
    <p ref={noticeRef} tabIndex={-1} className="jg-vote-notice" role="status" data-state={vote.votedYn === 'Y' ? 'locked' : vote.status}>
      {text}
    </p>
  );
}

function voteNoticeText(vote: VoteDetail): string | null {
  if (vote.votedYn === 'Y') return '투표를 완료했어요. 제출한 투표는 취소하거나 바꿀 수 없어요.';
  if (vote.status === 'UPCOMING') return '아직 투표 기간이 아니에요. 투표가 시작되면 참여할 수 있어요.';
  if (vote.status === 'CLOSED') return '투표가 종료되었어요. 이 투표에 참여하지 않았어요.';
  if (vote.voteQty <= 0) return '이 건물의 조각을 보유한 회원만 투표할 수 있어요.';
  return null;
}
