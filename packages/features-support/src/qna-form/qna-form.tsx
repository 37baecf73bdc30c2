import { boardMutations, failureSentence, uploadFileOf, type QnaAttachment, type QnaInput } from '@jogak/api-client';
import { characterCount, formatBytes } from '@jogak/domain-rules';
import { useFormDraft } from '@jogak/app-core';
import { Button, FileUploader, LengthCount, TextField, useFocusAfterRowRemoval } from '@jogak/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { BOARD_CATEGORIES, categoryLabel } from '../board-labels/board-labels';
import { QNA_ATTACHMENT_MAX_BYTES, QNA_ATTACHMENT_MAX_FILES, QNA_ATTACHMENT_TYPES } from './upload-file';
import { QNA_CONTENTS_MAX, QNA_TITLE_MAX, validateQna, type QnaFormErrors, type QnaFormValues } from './validate-qna';

export interface QnaFormProps {
  /** An inquiry being edited: its fields and the files it already carries. */
  readonly initial?: { readonly values: QnaFormValues; readonly attachments: readonly QnaAttachment[] };
  /** The button: 문의 등록하기 or 수정 완료. */
  readonly submitLabel: string;
  /** Said before the reason when sending fails ("문의를 등록하지 못했어요."). */
  readonly failureText: string;
  /** Sends the inquiry; a rejection keeps everything typed and shows why. */
  readonly onSubmit: (input: QnaInput) => Promise<void>;
  /**
   * Keeps what was typed in memory under this key until the inquiry is sent (app-core's
   * `useFormDraft`), so a failure that leads to /error loses none of it when the member comes back.
   */
  readonly draftKey?: string;
}

/** What the form holds while the member writes: the fields, the files kept and the new ones. */
interface QnaDraft {
  readonly values: QnaFormValues;
  readonly kept: readonly QnaAttachment[];
  readonly files: readonly File[];
  /** New files already uploaded: a retry, even after coming back, never uploads one twice. */
  readonly uploaded: WeakMap<File, QnaAttachment>;
}

const EMPTY: QnaFormValues = { category: '', title: '', contents: '' };

/**
 * The 1:1 inquiry form: type, title, body and up to three files (ui-kit's FileUploader), checked
 * with Korean messages on submit. New files upload first (once each, even across retries), then
 * `onSubmit` gets the `QnaInput` with every file's id.
 *
 * @example
 * <QnaForm submitLabel="문의 등록하기" failureText="문의를 등록하지 못했어요." onSubmit={(input) => create.mutateAsync(input).then(done)} />
 */
export function QnaForm({ initial, submitLabel, failureText, onSubmit, draftKey }: QnaFormProps) {
  const id = useId();
  const [draft, setDraft, clearDraft] = useFormDraft<QnaDraft>(draftKey, {
    values: initial?.values ?? EMPTY,
    kept: initial?.attachments ?? [],
    files: [],
    uploaded: new WeakMap(),
  });
  const { values, kept, files, uploaded } = draft;
  const [errors, setErrors] = useState<QnaFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const upload = useMutation(boardMutations.uploadQnaAttachment());

  const change = <K extends keyof QnaFormValues>(key: K, value: QnaFormValues[K]) => {
    setDraft((current) => ({ ...current, values: { ...current.values, [key]: value } }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const uploadNewFiles = async (): Promise<number[]> => {
    const ids: number[] = [];
    for (const file of files) {
      const stored = uploaded.get(file) ?? (await upload.mutateAsync(await uploadFileOf(file, QNA_ATTACHMENT_TYPES)));
      uploaded.set(file, stored);
      ids.push(stored.id);
    }
    return ids;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateQna(values);
    setErrors(found);
    setFailure(null);
    const firstInvalid = (['category', 'title', 'contents'] as const).find((key) => found[key]);
    if (firstInvalid || values.category === '') {
      document.getElementById(`${id}-${firstInvalid ?? 'category'}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const newIds = await uploadNewFiles();
      await onSubmit({
        category: values.category,
        title: values.title.trim(),
        contents: values.contents.trim(),
        attachmentIds: [...kept.map((file) => file.id), ...newIds],
      });
      clearDraft();
    } catch (error) {
      // A file of a type the upload refuses is worth saying; otherwise the server's reason, or what
      // to do (the policy's generic 합니다체 texts would only say the failure again).
      setFailure(error instanceof TypeError ? `${failureText} ${error.message}` : failureSentence(failureText, error));
    } finally {
      setSending(false);
    }
  };

  const room = QNA_ATTACHMENT_MAX_FILES - kept.length;
  const keptListRef = useRef<HTMLUListElement>(null);
  const addFileRef = useRef<HTMLButtonElement>(null);
  // An attached file's 삭제 pressed with focus on it: once it is gone, focus goes to the 삭제 now in
  // its place, or the row before, or the add button once none is left, instead of falling to the page.
  const focusAfterRemoval = useFocusAfterRowRemoval(keptListRef, kept, addFileRef);
  // 문의 유형, 제목 and 문의 내용 are refused empty (validateQna): they are marked aria-required, not
  // required, so the browser's own bubble never comes before the form's Korean messages.
  return (
    <form className="jg-support-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={sending}>
      <div className="jg-field" data-invalid={errors.category ? 'true' : undefined}>
        <label className="jg-field__label" htmlFor={`${id}-category`}>
          문의 유형
        </label>
        <div className="jg-field__control">
          <select
            id={`${id}-category`}
            className="jg-field__input"
            value={values.category}
            aria-invalid={errors.category ? true : undefined}
            aria-required
            aria-describedby={errors.category ? `${id}-category-error` : undefined}
            onChange={(event) => change('category', event.currentTarget.value as QnaFormValues['category'])}
          >
            <option value="">선택해주세요</option>
            {BOARD_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </select>
        </div>
        {errors.category ? (
          <p id={`${id}-category-error`} className="jg-field__error" role="alert">
            {errors.category}
          </p>
        ) : null}
      </div>
      {/* The counter is the title's description, read when asked, as the body's is: as a hint it
          would be said on every key. */}
      <TextField
        id={`${id}-title`}
        label="제목"
        value={values.title}
        onValueChange={(title) => change('title', title)}
        description={<LengthCount length={characterCount(values.title.trim())} max={QNA_TITLE_MAX} />}
        error={errors.title}
        placeholder="문의 제목을 입력해주세요"
        aria-required
      />
      <div className="jg-field" data-invalid={errors.contents ? 'true' : undefined}>
        <label className="jg-field__label" htmlFor={`${id}-contents`}>
          문의 내용
        </label>
        <div className="jg-field__control">
          <textarea
            id={`${id}-contents`}
            className="jg-field__input jg-support-form__textarea"
            rows={8}
            value={values.contents}
            placeholder="궁금한 점을 자세히 적어주시면 정확하게 답변해 드릴 수 있어요"
            aria-invalid={errors.contents ? true : undefined}
            aria-required
            aria-describedby={`${id}-contents-count${errors.contents ? ` ${id}-contents-error` : ''}`}
            onChange={(event) => change('contents', event.currentTarget.value)}
          />
        </div>
        <p id={`${id}-contents-count`} className="jg-field__hint">
          <LengthCount length={characterCount(values.contents.trim())} max={QNA_CONTENTS_MAX} />
        </p>
        {errors.contents ? (
          <p id={`${id}-contents-error`} className="jg-field__error" role="alert">
            {errors.contents}
          </p>
        ) : null}
      </div>
      {kept.length > 0 ? (
        <ul ref={keptListRef} className="jg-support-files" aria-label="첨부된 파일">
          {kept.map((file, index) => (
            <li key={file.id} className="jg-support-file">
              <span className="jg-support-file__name">{file.fileName}</span>
              <span className="jg-support-row__meta">{formatBytes(file.size)}</span>
              <Button
                status="outline"
                size="mini"
                aria-label={`${file.fileName} 첨부 삭제`}
                onClick={(event) => {
                  // Only focus the press held moves on: a tap that gave the button none moves nothing.
                  focusAfterRemoval(document.activeElement === event.currentTarget ? index : null);
                  setDraft((current) => ({ ...current, kept: current.kept.filter((item) => item.id !== file.id) }));
                }}
              >
                삭제
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <FileUploader
          label="첨부파일"
          accept={QNA_ATTACHMENT_TYPES}
          maxBytes={QNA_ATTACHMENT_MAX_BYTES}
          maxFiles={room}
          files={files}
          onFilesChange={(chosen) => setDraft((current) => ({ ...current, files: chosen }))}
          addButtonRef={addFileRef}
        />
      ) : (
        <p className="jg-field__hint">파일은 {QNA_ATTACHMENT_MAX_FILES}개까지 첨부할 수 있어요.</p>
      )}
      {failure ? (
        <p className="jg-support-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" status="primary" size="full" busy={sending}>
        {sending ? '보내는 중이에요' : submitLabel}
      </Button>
    </form>
  );
}
