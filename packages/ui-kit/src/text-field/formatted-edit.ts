import { useLayoutEffect, useState } from 'react';

/** An edit the member made in a field that shows its value formatted (separators, upper case). */
export interface FieldEdit {
  /** What the input holds after the edit. */
  readonly raw: string;
  /** The caret after the edit (the input's `selectionStart`). */
  readonly selection: number | null;
  /** The `InputEvent.inputType`: a Backspace or Delete that removed only a separator is told apart. */
  readonly inputType: string | undefined;
  /** The field's value before the edit, and the text the input showed for it. */
  readonly value: string;
  readonly shown: string;
  /** The field's value for some typed text (digits only, cut to its length…). */
  readonly clean: (raw: string) => string;
  /** The text the input shows for a value. */
  readonly show: (value: string) => string;
}

/** What a field takes from an edit, and where its caret goes once it shows what it kept. */
export interface FieldEditOutcome {
  /** The text the field takes as typed (cleaned by it as any typing is). */
  readonly text: string;
  /** Where the caret goes in the shown text; null when the input shows what was typed, and the caret is already right. */
  readonly caret: number | null;
}

/**
 * Where the caret goes in `shown`: after its first `kept` characters of `value` (the cleaned value
 * `shown` displays; separators a format adds are not `value`'s characters and are stepped over).
 */
function caretAfter(shown: string, value: string, kept: number): number {
  if (kept <= 0) return 0;
  let matched = 0;
  for (let index = 0; index < shown.length; index += 1) {
    if (shown[index] === value[matched]) {
      matched += 1;
      if (matched === kept) return index + 1;
    }
  }
  return shown.length;
}

/**
 * An edit outside composition. A format's separators are the field's, not the member's: a
 * Backspace (or Delete) that removed only a separator removes the character before (or after) it
 * instead; and the caret stays after the same number of the value's characters as in what was
 * typed, not at the end where writing the shown text back into the input puts it.
 *
 * @example
 * // '5,440' with the caret after '5,4'; Backspace leaves '5,40', the caret after '5,'.
 * formattedEdit({ raw: '5,40', selection: 2, inputType: 'deleteContentBackward', value: '5440', shown: '5,440', clean: onlyDigits, show: formatAmount })
 * // { text: '5,40', caret: 1 } — the field shows '540' with the caret after the 5
 */
export function formattedEdit({ raw, selection, inputType, value, shown, clean, show }: FieldEdit): FieldEditOutcome {
  if (selection === null) return { text: raw, caret: null };
  const before = clean(raw.slice(0, selection)).length;
  const deleting = inputType === 'deleteContentBackward' || inputType === 'deleteContentForward';
  if (deleting && raw.length < shown.length && clean(raw) === value) {
    const removed = inputType === 'deleteContentBackward' ? before - 1 : before;
    if (removed >= 0 && removed < value.length) {
      const next = value.slice(0, removed) + value.slice(removed + 1);
      const kept = clean(next);
      return { text: next, caret: caretAfter(show(kept), kept, Math.min(removed, kept.length)) };
    }
  }
  const kept = clean(raw);
  return { text: raw, caret: show(kept) !== raw ? caretAfter(show(kept), kept, Math.min(before, kept.length)) : null };
}

/**
 * Puts an input's caret where an edit left it, once React has written the shown text into the
 * input (which puts the caret at the end) and before the browser paints; nothing if the input
 * has lost focus meanwhile.
 *
 * @example
 * const placeCaret = useCaretPlacement();
 * const { text, caret } = formattedEdit({ ... });
 * accept(text);
 * if (caret !== null) placeCaret(input, caret);
 */
export function useCaretPlacement(): (input: HTMLInputElement, at: number) => void {
  // A new object for every edit, so the field re-renders (and the caret is placed) even when the
  // shown text did not change.
  const [caret, setCaret] = useState<{ readonly input: HTMLInputElement; readonly at: number } | null>(null);
  useLayoutEffect(() => {
    if (caret !== null && caret.input === caret.input.ownerDocument.activeElement) caret.input.setSelectionRange(caret.at, caret.at);
  }, [caret]);
  return (input, at) => setCaret({ input, at });
}
