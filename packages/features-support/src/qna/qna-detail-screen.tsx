import { boardMutations, boardQueries, isNotFoundError, type QnaAttachment } from '@jogak/api-client';
import { dialogDefinition, DOWNLOAD_TOASTS, RouteLink, useNavigateToRoute, useToastedAction } from '@jogak/app-core';
import { formatBytes } from '@jogak/domain-rules';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { Button, Gallery, openDialog, QueryState, RichText, showToast } from '@jogak/ui-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { categoryLabel, qnaStatusLabel } from '../board-labels/board-labels';

/** An attached file to save: its address on the API's origin, and the name to save it under. */
export interface QnaAttachmentDownload {
  readonly path: string;
  readonly fileName: string;
}

export interface QnaDetailScreenProps {
  /** The inquiry's id (the `$id` of /support/qna/$id, which the app's route admits only as an id). */
  readonly id: number;
  /**
   * Saves an attached file through the shell (the bridge's downloadFile): a WebView neither
   * honours `download` nor opens a new window; rejects when it failed.
   */
  readonly onDownload: (file: QnaAttachmentDownload) => Promise<void>;
  /**
   * The API's origin (the app's API base, or the page's origin when the API is served beside the
   * app): an attachment's `url` is a path on it, so the gallery's images and the files' links are
   * made absolute against it, as `onDownload` does for the saved file.
   */
  readonly apiBaseUrl: string;
}

function BackToQnas() {
  return (
    <RouteLink target={{ route: '/_main/support/qna' }} className="jg-support-link">
      목록으로
    </RouteLink>
  );
}

function Attachments({ files, onDownload, apiBaseUrl }: { files: readonly QnaAttachment[] } & Pick<QnaDetailScreenProps, 'onDownload' | 'apiBaseUrl'>) {
  const images = files.filter((file) => file.contentType.startsWith('image/'));
  const addressOf = (file: QnaAttachment) => new URL(file.url, apiBaseUrl).href;
  const { running: saving, run } = useToastedAction<number>();
  // The link stays a real link (a long press can copy it); a tap saves through the shell, one file at a time.
  const save = (event: MouseEvent<HTMLAnchorElement>, file: QnaAttachment) => {
    event.preventDefault();
    return run(file.id, () => onDownload({ path: file.url, fileName: file.fileName }), DOWNLOAD_TOASTS);
  };
  return (
    <section className="jg-support-section" aria-labelledby="jg-qna-files">
      <h3 id="jg-qna-files" className="jg-support-section__title">
        첨부파일 {files.length}개
      </h3>
      {images.length > 0 ? <Gallery label="첨부 이미지" images={images.map((file) => ({ src: addressOf(file), alt: file.fileName }))} /> : null}
      <ul className="jg-support-files">
        {files.map((file) => (
          <li key={file.id} className="jg-support-file">
            <a
              className="jg-support-file__name"
              href={addressOf(file)}
              download={file.fileName}
              aria-busy={saving === file.id || undefined}
              onClick={(event) => void save(event, file)}
            >
              {file.fileName}
            </a>
            <span className="jg-support-row__meta">{formatBytes(file.size)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /support/qna/$id (members only): the question (type, status, date, body, files) and the answer
 * once given. While it waits, 수정하기 leads to the edit form; 삭제하기 asks the catalogue's
 * CONFIRM_DELETE_QNA first, then returns to the list in the deleted page's place. An attached
 * file's tap saves it through `onDownload`, with spec §8's toasts.
 *
 * @example
 * <QnaDetailScreen id={Number(Route.useParams().id)} apiBaseUrl={apiBase}
 *   onDownload={(file) => bridge.request('downloadFile', { url: new URL(file.path, apiBase).href, fileName: file.fileName })} />
 */
export function QnaDetailScreen({ id, onDownload, apiBaseUrl }: QnaDetailScreenProps) {
  const query = useQuery(boardQueries.qna(id));
  const navigate = useNavigateToRoute();
  const remove = useMutation(boardMutations.deleteQna());
  const [failure, setFailure] = useState<string | null>(null);

  const confirmDelete = async (target: number) => {
    if (!(await openDialog(dialogDefinition('CONFIRM_DELETE_QNA')))) return;
    setFailure(null);
    try {
      await remove.mutateAsync(target);
      showToast('문의를 삭제했어요.');
      // Returned to, not opened anew (app-core's returnTo): neither the deleted inquiry's page nor
      // a second copy of the list stays behind the list.
      navigate({ route: '/_main/support/qna' }, { returnTo: true });
    } catch {
      setFailure('문의를 삭제하지 못했어요. 다시 시도해주세요.');
    }
  };

  return (
    <div className="jg-support">
      <QueryState
        query={query}
        errorTitle="불러오지 못했어요"
        errorText="문의를 불러오지 못했어요."
        notFound={{ title: '문의를 찾을 수 없어요', action: <BackToQnas />, variant: 'empty', when: isNotFoundError }}
        skeletonLines={6}
      >
        {(qna) => (
          <article className="jg-support-article" aria-labelledby="jg-qna-title">
            <header className="jg-support-article__head">
              <p className="jg-support-article__tags">
                <span className="jg-support-status" data-status={qna.status}>
                  {qnaStatusLabel(qna.status)}
                </span>
                <span className="jg-support-badge jg-support-badge--plain">{categoryLabel(qna.category)}</span>
              </p>
              <h2 id="jg-qna-title" className="jg-support-article__title">
                {qna.title}
              </h2>
              <time className="jg-support-row__meta" dateTime={qna.createdAt}>
                {seoulDateText(qna.createdAt, '.')} 문의
              </time>
            </header>
            <p className="jg-support-article__body jg-support-article__body--plain">{qna.contents}</p>
            {qna.attachments.length > 0 ? <Attachments files={qna.attachments} onDownload={onDownload} apiBaseUrl={apiBaseUrl} /> : null}
            <section className="jg-support-section jg-support-answer" aria-labelledby="jg-qna-answer">
              <h3 id="jg-qna-answer" className="jg-support-section__title">
                답변
              </h3>
              {qna.status === 'ANSWERED' && qna.answer !== null ? (
                <>
                  {qna.answeredAt ? (
                    <time className="jg-support-row__meta" dateTime={qna.answeredAt}>
                      {seoulDateText(qna.answeredAt, '.')} 답변
                    </time>
                  ) : null}
                  <RichText html={qna.answer} headingLevel={4} />
                </>
              ) : (
                <p className="jg-support-article__hint">답변을 준비하고 있어요. 답변이 등록되면 알림으로 알려드릴게요.</p>
              )}
            </section>
            {failure ? (
              <p className="jg-support-form__failure" role="alert">
                {failure}
              </p>
            ) : null}
            <div className="jg-support-actions">
              {qna.status === 'WAITING' ? (
                <RouteLink target={{ route: '/_main/support/qna/$id/update', params: { id: String(qna.id) } }} className="jg-support-link jg-support-link--button">
                  수정하기
                </RouteLink>
              ) : null}
              <Button status="outline" size="medium" busy={remove.isPending} onClick={() => void confirmDelete(qna.id)}>
                삭제하기
              </Button>
            </div>
            <BackToQnas />
          </article>
        )}
      </QueryState>
    </div>
  );
}
