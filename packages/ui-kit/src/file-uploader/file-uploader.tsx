import { formatBytes } from '@jogak/domain-rules';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Button } from '../button/button';
import { checkFiles, describeAccept } from './check-files';

export interface FileUploaderProps {
  label: string;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /** MIME types or extensions, e.g. `['image/jpeg', 'image/png', '.pdf']`. */
  accept: readonly string[];
  maxBytes: number;
  maxFiles?: number;
  /** `environment` asks a phone to open the back camera (take photo). */
  capture?: 'user' | 'environment';
  /** The add button, for a screen that gives it focus (a list beside it lost its last row). */
  addButtonRef?: RefObject<HTMLButtonElement | null>;
  /**
   * Files the screen cannot go on without: the file input, which carries the field's name, is read
   * as required (`aria-required`; a button cannot carry it). Not the native `required`, whose
   * browser bubble and blocked submit would come before the screen's Korean error.
   */
  required?: boolean;
}

/**
 * Picks files with type, size and count limits, previews images, and lists refused files with the
 * reason in Korean (sizes via domain-rules `formatBytes`). A file's 삭제 takes its row away and
 * gives focus to the add button.
 *
 * @example
 * <FileUploader label="신분증 사진" accept={['image/jpeg', 'image/png']} maxBytes={10 * 1024 * 1024} files={files} onFilesChange={setFiles} />
 */
export function FileUploader({ label, files, onFilesChange, accept, maxBytes, maxFiles = 1, capture, addButtonRef, required = false }: FileUploaderProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const ownAddButtonRef = useRef<HTMLButtonElement>(null);
  const addButton = addButtonRef ?? ownAddButtonRef;
  // Set by a 삭제: its row goes, and focus goes to the add button instead of falling to the page.
  const focusAddButton = useRef(false);
  const [errors, setErrors] = useState<string[]>([]);
  const previews = useMemo(
    () => files.map((file) => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null)),
    [files],
  );
  useEffect(() => () => previews.forEach((url) => url && URL.revokeObjectURL(url)), [previews]);
  useLayoutEffect(() => {
    if (!focusAddButton.current) return;
    focusAddButton.current = false;
    addButton.current?.focus();
  }, [files, addButton]);

  const full = files.length >= maxFiles;
  return (
    <div className="jg-uploader">
      <p className="jg-field__label" id={`${id}-label`}>
        {label}
      </p>
      <p className="jg-field__hint" id={`${id}-rules`}>
        {describeAccept(accept)} · {formatBytes(maxBytes)} 이하 · 최대 {maxFiles}개
      </p>
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        className="jg-uploader__input"
        accept={accept.join(',')}
        multiple={maxFiles > 1}
        capture={capture}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-rules`}
        aria-required={required || undefined}
        tabIndex={-1}
        onChange={(e) => {
          const picked = [...(e.currentTarget.files ?? [])];
          const result = checkFiles(picked, files, { accept, maxBytes, maxFiles });
          setErrors(result.errors);
          if (result.accepted.length > 0) onFilesChange([...files, ...result.accepted]);
          // Let the same file be picked again after removing it.
          e.currentTarget.value = '';
        }}
      />
      <Button
        ref={addButton}
        status="outline-black"
        size="full"
        aria-disabled={full || undefined}
        aria-describedby={`${id}-rules`}
        onClick={() => full || input.current?.click()}
      >
        {full ? '더 올릴 수 없어요' : `${label} 올리기`}
      </Button>
      {errors.length > 0 ? (
        <div role="alert">
          <ul className="jg-uploader__errors">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {files.length > 0 ? (
        <ul className="jg-uploader__files" aria-label="올린 파일">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="jg-uploader__file">
              {previews[i] ? <img className="jg-uploader__preview" src={previews[i] ?? undefined} alt={`${file.name} 미리보기`} /> : null}
              <span className="jg-uploader__name">{file.name}</span>
              <span className="jg-uploader__size">{formatBytes(file.size)}</span>
              <Button
                status="outline"
                size="mini"
                aria-label={`${file.name} 삭제`}
                onClick={() => {
                  setErrors([]);
                  focusAddButton.current = true;
                  onFilesChange(files.filter((_, j) => j !== i));
                }}
              >
                삭제
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
