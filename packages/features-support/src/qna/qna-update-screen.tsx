import { boardMutations, boardQueries, isNotFoundError } from '@jogak/api-client';
import { RouteLink, useNavigateToRoute } from '@jogak/app-core';
import { EmptyState, QueryState, showToast } from '@jogak/ui-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { QnaForm } from '../qna-form/qna-form';

export interface QnaUpdateScreenProps {
  /** The inquiry's id (the `$id` of /support/qna/$id/update, which the app's route admits only as an id). */
  readonly id: number;
}

/**
 * /support/qna/$id/update (members only): the inquiry's form filled in, while it waits for an
 * answer; an answered inquiry cannot change (the server says QNA_ALREADY_ANSWERED too). Saved,
 * it returns to the inquiry (app-core's `returnTo`).
 *
 * @example
 * <QnaUpdateScreen id={Number(Route.useParams().id)} />
 */
export function QnaUpdateScreen({ id }: QnaUpdateScreenProps) {
  const query = useQuery(boardQueries.qna(id));
  const update = useMutation(boardMutations.updateQna());
  const navigate = useNavigateToRoute();
  const back = (
    <RouteLink target={{ route: '/_main/support/qna' }} className="jg-support-link">
      목록으로
    </RouteLink>
  );
  return (
    <div className="jg-support">
      <QueryState
        query={query}
        errorTitle="불러오지 못했어요"
        errorText="문의를 불러오지 못했어요."
        notFound={{ title: '문의를 찾을 수 없어요', action: back, variant: 'empty', when: isNotFoundError }}
        skeletonLines={6}
      >
        {(qna) =>
          qna.status === 'ANSWERED' ? (
            <EmptyState
              title="답변이 완료된 문의는 수정할 수 없어요"
              description="궁금한 점이 더 있으면 새로 문의해주세요."
              action={
                <RouteLink target={{ route: '/_main/support/qna/$id', params: { id: String(qna.id) } }} className="jg-support-link">
                  문의 보기
                </RouteLink>
              }
            />
          ) : (
            <QnaForm
              // Another inquiry is another form: nothing typed for one carries over to the next.
              key={qna.id}
              initial={{ values: { category: qna.category, title: qna.title, contents: qna.contents }, attachments: qna.attachments }}
              draftKey={`qna:${qna.id}:update`}
              submitLabel="수정 완료"
              failureText="문의를 수정하지 못했어요."
              onSubmit={async (input) => {
                await update.mutateAsync({ id: qna.id, ...input });
                showToast('문의를 수정했어요.');
                // Back to the inquiry, never ahead of a new entry: back there must not reopen the saved form.
                navigate({ route: '/_main/support/qna/$id', params: { id: String(qna.id) } }, { returnTo: true });
              }}
            />
          )
        }
      </QueryState>
    </div>
  );
}
