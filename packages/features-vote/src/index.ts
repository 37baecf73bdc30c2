export { VoteListScreen, VOTE_LIST_SIZE } from './vote-list/vote-list-screen';
export type { VoteListScreenProps } from './vote-list/vote-list-screen';
export { VoteDetailScreen } from './vote-detail/vote-detail-screen';
export type { VoteDetailScreenProps } from './vote-detail/vote-detail-screen';
export type { BallotSignature, SignBallot } from './vote-detail/cast-ballot';
export type { VoteDocumentDownload } from './vote-detail/agenda-card';
