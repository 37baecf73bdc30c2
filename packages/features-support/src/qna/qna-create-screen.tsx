import { boardMutations } from '@jogak/api-client';
import { useNavigateToRoute } from '@jogak/app-core';
import { showToast } from '@jogak/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { QnaForm } from '../qna-form/qna-form';

/**
 * /support/qna/create (members only): the inquiry form; once sent, a toast and a return to the
 * list (app-core's `returnTo`), where the new inquiry waits as 답변 대기.
 *
 * @example
 * <QnaCreateScreen />
 */
export function QnaCreateScreen() {
  const navigate = useNavigateToRoute();
  const create = useMutation(boardMutations.createQna());
  return (
    <div className="jg-support">
      <p className="jg-support-article__hint">답변은 영업일 기준 1~2일 안에 드려요. 답변이 등록되면 알림으로 알려드릴게요.</p>
      <QnaForm
        draftKey="qna:create"
        submitLabel="문의 등록하기"
        failureText="문의를 등록하지 못했어요."
        onSubmit={async (input) => {
          await create.mutateAsync(input);
          showToast('문의가 등록되었어요.');
          // Back to the list, never ahead of a new entry: back there must not reopen the sent form.
          navigate({ route: '/_main/support/qna' }, { returnTo: true });
        }}
      />
    </div>
  );
}
