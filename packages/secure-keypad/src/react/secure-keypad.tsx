import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { type KeypadResult } from '../keypad/create-secure-keypad';
import { type KeypadKind } from '../layout/character-sets';
import { type KeypadToken } from '../token/keypad-token';
import { keypadProgress, koreanOrdinal } from './korean-count';
import { useSecureKeypad } from './use-secure-keypad';

export interface SecureKeypadProps {
  /** The parsed body of `GET /main/v1/auth/keypad/token`; a new token opens a new session. */
  readonly token: KeypadToken;
  /** `'pin'` (default) or `'keyboard'`. */
  readonly kind?: KeypadKind;
  /** Finishes by itself at this many keys (1–16, default 8). */
  readonly maxLength?: number;
  /** The heading, e.g. '비밀번호 6자리를 입력해주세요'. Default: '보안 키패드'. */
  readonly label?: string;
  /** Receives the token and the encrypted key positions (base64). */
  readonly onFinish: (result: KeypadResult) => void;
  /** Shows a 닫기 button and handles Escape. */
  readonly onCancel?: () => void;
  /** Start in the screen-reader mode (the user can switch it with the 음성 안내 button). */
  readonly defaultAccessible?: boolean;
  /** Move focus to the first key when the keypad opens (default true). */
  readonly autoFocus?: boolean;
  readonly className?: string;
  /** Tests only: a seeded fill instead of `crypto.getRandomValues`. */
  readonly getRandomValues?: (bytes: Uint8Array<ArrayBuffer>) => void;
}

/**
 * The secure keypad: a shuffled PIN pad or full keyboard whose key labels are painted on canvas
 * (never DOM text), with masked dots, erase, clear, shuffle, and a Korean screen-reader mode.
 * Import `@jogak/secure-keypad/styles.css` once.
 *
 * @example
 * <SecureKeypad token={token} maxLength={6} label="PIN 6자리를 입력해주세요" onFinish={({ encrypted }) => login(encrypted)} />
 */
export function SecureKeypad(props: SecureKeypadProps) {
  const { token, kind = 'pin', maxLength, label = '보안 키패드', onCancel, autoFocus = true } = props;
  const { keypad, snapshot } = useSecureKeypad({
    token,
    kind,
    ...(maxLength ? { maxLength } : {}),
    onFinish: props.onFinish,
    ...(props.getRandomValues ? { getRandomValues: props.getRandomValues } : {}),
  });
  const headingId = useId();
  const statusId = useId();
  const [focusIndex, setFocusIndex] = useState(0);
  const keyRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const canvasRefs = useRef<(HTMLCanvasElement | null)[]>([]);
  const { rows, status, filled, accessible, pending, layer, generation, error } = snapshot;
  const keys = rows.flat();
  const columns = Math.max(...rows.map((row) => row.length));

  useEffect(() => {
    if (props.defaultAccessible) keypad.setAccessible(true);
  }, [keypad, props.defaultAccessible]);

  useLayoutEffect(() => {
    if (status !== 'open') return;
    canvasRefs.current.forEach((canvas, slot) => {
      if (canvas) keypad.drawKey(slot, canvas);
    });
  }, [keypad, status, layer, generation, rows]);

  useEffect(() => {
    if (status === 'open' && autoFocus) keyRefs.current[0]?.focus();
  }, [status, autoFocus]);

  const moveFocus = (index: number) => {
    const next = Math.min(Math.max(index, 0), keys.length - 1);
    setFocusIndex(next);
    keyRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = keys[focusIndex];
    if (!current) return;
    const rowStart = (row: number) => rows.slice(0, row).reduce((sum, r) => sum + r.length, 0);
    const inRow = (row: number, column: number) => rowStart(row) + Math.min(column, (rows[row]?.length ?? 1) - 1);
    switch (event.key) {
      case 'ArrowRight':
        moveFocus(focusIndex + 1);
        break;
      case 'ArrowLeft':
        moveFocus(focusIndex - 1);
        break;
      case 'ArrowDown':
        if (current.row + 1 < rows.length) moveFocus(inRow(current.row + 1, current.column));
        break;
      case 'ArrowUp':
        if (current.row > 0) moveFocus(inRow(current.row - 1, current.column));
        break;
      case 'Home':
        moveFocus(0);
        break;
      case 'End':
        moveFocus(keys.length - 1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Backspace') {
      keypad.erase();
      event.preventDefault();
    } else if (event.key === 'Escape' && onCancel) {
      onCancel();
      event.preventDefault();
    }
  };

  const keyLabel = (slot: number, row: number, column: number, blank: boolean): string => {
    const spoken = keypad.describeKey(slot);
    if (spoken !== null) return spoken;
    return blank ? '빈 키' : `보안 키, ${koreanOrdinal(row + 1)} 줄 ${koreanOrdinal(column + 1)} 칸`;
  };

  const total = snapshot.maxLength;
  const progress = keypadProgress(filled, total);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and typed digits are heard from whichever key or control inside has focus.
    <section
      className={['jk-keypad', props.className].filter(Boolean).join(' ')}
      data-state={status}
      data-kind={kind}
      data-pending={pending || undefined}
      aria-labelledby={headingId}
      aria-describedby={statusId}
      aria-busy={pending || undefined}
      onKeyDown={onRootKeyDown}
    >
      <header className="jk-keypad__header">
        <h2 id={headingId} className="jk-keypad__title">
          {label}
        </h2>
        <button
          type="button"
          className="jk-keypad__tool"
          aria-pressed={accessible}
          onClick={() => keypad.setAccessible(!accessible)}
        >
          음성 안내
        </button>
        {onCancel ? (
          <button type="button" className="jk-keypad__tool" onClick={onCancel}>
            닫기
          </button>
        ) : null}
      </header>
      <div className="jk-keypad__dots" aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <span key={index} className="jk-keypad__dot" data-filled={index < filled || undefined} />
        ))}
      </div>
      <p id={statusId} className="jk-keypad__status" role="status" aria-live="polite">
        {status === 'open' ? progress : pending ? '보안 키패드를 준비하고 있어요' : '보안 키패드가 닫혀 있어요'}
      </p>
      {error ? (
        <p className="jk-keypad__error" role="alert">
          {error.message}
        </p>
      ) : null}
      {status === 'open' ? (
        <>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys move focus among the keys inside (one tab stop, roving focus). */}
          <div
            className="jk-keypad__keys"
            role="group"
            aria-label={accessible ? '키 배열 (음성 안내 켜짐)' : '키 배열'}
            style={{ gridTemplateColumns: `repeat(${columns * 2}, minmax(0, 1fr))` }}
            onKeyDown={onKeyDown}
          >
            {keys.map(({ slot, row, column, blank }, index) => {
              const offset = columns - (rows[row]?.length ?? columns);
              return (
                <button
                  key={slot}
                  ref={(node) => {
                    keyRefs.current[index] = node;
                  }}
                  type="button"
                  className="jk-keypad__key"
                  data-blank={blank || undefined}
                  aria-disabled={blank || undefined}
                  aria-label={keyLabel(slot, row, column, blank)}
                  tabIndex={index === focusIndex ? 0 : -1}
                  style={{ gridColumn: `${column * 2 + offset + 1} / span 2` }}
                  onFocus={() => setFocusIndex(index)}
                  onClick={() => keypad.press(slot)}
                >
                  <canvas
                    ref={(node) => {
                      canvasRefs.current[slot] = node;
                    }}
                    className="jk-keypad__glyph"
                    aria-hidden="true"
                  />
                </button>
              );
            })}
          </div>
          <div className="jk-keypad__controls">
            {kind === 'keyboard' ? (
              <>
                <button
                  type="button"
                  className="jk-keypad__control"
                  aria-pressed={layer === 'upper'}
                  disabled={layer === 'symbols'}
                  onClick={() => keypad.toggleShift()}
                >
                  대문자
                </button>
                <button type="button" className="jk-keypad__control" onClick={() => keypad.toggleSymbols()}>
                  {layer === 'symbols' ? '영문' : '특수문자'}
                </button>
              </>
            ) : null}
            <button type="button" className="jk-keypad__control" onClick={() => void keypad.shuffle()}>
              재배열
            </button>
            {/* 전체 삭제, 지우기 and 입력 완료 are marked, not disabled, when nothing is typed: the control focused when the last character went keeps focus inside the keypad. */}
            <button type="button" className="jk-keypad__control" aria-disabled={filled === 0 || undefined} onClick={() => filled > 0 && keypad.clear()}>
              전체 삭제
            </button>
            <button type="button" className="jk-keypad__control" aria-disabled={filled === 0 || undefined} onClick={() => filled > 0 && keypad.erase()}>
              지우기
            </button>
            {kind === 'keyboard' ? (
              <button
                type="button"
                className="jk-keypad__control jk-keypad__control--primary"
                aria-disabled={filled === 0 || undefined}
                onClick={() => filled > 0 && void keypad.finish()}
              >
                입력 완료
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
