import {
  AMOUNT_MAX_DIGITS,
  BUSINESS_NUMBER_DIGITS,
  businessNumberDigits,
  cleanAmount,
  cleanEnglishDigits,
  cleanEnglishName,
  cleanKoreanEnglish,
  cleanName,
  formatBusinessNumber,
  formatPhone,
  halfWidthAlphanumerics,
  leadingCharacters,
  onlyDigits,
  wholeNumberText,
} from '@jogak/domain-rules';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { DIGITS_ONLY_NOTICE, digitsLimitNotice, WHOLE_NUMBER_NOTICE } from './digits-notice';
import { formattedEdit, useCaretPlacement } from './formatted-edit';

/** A phone number holds at most 11 digits (3-4-4). */
const PHONE_MAX_DIGITS = 11;

/** The domain-rules cleaner a field applies to what is typed. */
export type TextFieldCleaner = 'name' | 'korean-english' | 'english-digits' | 'english-name' | 'digits' | 'amount' | 'phone' | 'business-number';

const CLEANERS: Record<TextFieldCleaner, (raw: string) => string> = {
  name: (raw) => cleanName(raw),
  'korean-english': (raw) => cleanKoreanEnglish(raw),
  'english-digits': (raw) => cleanEnglishDigits(raw),
  'english-name': (raw) => cleanEnglishName(raw),
  digits: (raw) => onlyDigits(raw),
  amount: (raw) => cleanAmount(raw),
  // A phone field keeps digits (at most 11); the display format comes from formatPhone.
  phone: (raw) => onlyDigits(raw).slice(0, PHONE_MAX_DIGITS),
  'business-number': (raw) => businessNumberDigits(raw),
};

/** Shown when a cleaner had to drop something, so the user knows why a key did nothing. */
const CLEANER_NOTICE: Record<TextFieldCleaner, string> = {
  name: '한글만 50자까지 입력할 수 있어요.',
  'korean-english': '한글과 영문만 50자까지 입력할 수 있어요.',
  'english-digits': '영문과 숫자만 50자까지 입력할 수 있어요.',
  'english-name': '영문과 띄어쓰기만 50자까지 입력할 수 있어요.',
  digits: DIGITS_ONLY_NOTICE,
  amount: digitsLimitNotice(AMOUNT_MAX_DIGITS),
  phone: digitsLimitNotice(PHONE_MAX_DIGITS),
  'business-number': digitsLimitNotice(BUSINESS_NUMBER_DIGITS),
};

/**
 * The separators a phone (3-4-4), business number (3-2-5) or amount (1,000) field shows, which
 * are ours, not the user's: a hyphen or space, a comma, and their full-width forms (a Korean IME
 * in full-width mode).
 */
const FIELD_SEPARATORS: Partial<Record<TextFieldCleaner, RegExp>> = {
  phone: /[-\s\uFF0D]/g,
  'business-number': /[-\s\uFF0D]/g,
  amount: /[,\uFF0C]/g,
};

/** How a field shows its digits unless told otherwise. */
const DEFAULT_FORMAT: Partial<Record<TextFieldCleaner, (value: string) => string>> = {
  phone: (value) => (value ? formatPhone(value) : ''),
  'business-number': formatBusinessNumber,
};

/**
 * The keyboard a field opens unless told otherwise: the phone pad for a phone number, the number
 * pad for the other digits-only fields.
 */
const DEFAULT_INPUT_MODE: Partial<Record<TextFieldCleaner, InputHTMLAttributes<HTMLInputElement>['inputMode']>> = {
  phone: 'tel',
  amount: 'numeric',
  digits: 'numeric',
  'business-number': 'numeric',
};

/** The fields that keep digits only: a letter there is refused as not a digit, apart from a digit beyond the length. */
const DIGIT_FIELDS: ReadonlySet<TextFieldCleaner> = new Set(['phone', 'amount', 'business-number']);

/**
 * What the user typed, in the cleaner's terms, to compare with what it kept: full-width digits
 * and letters (a Korean IME in full-width mode) are digits and letters, not dropped characters;
 * the separators of a phone or amount field, and the marks its `format` shows (a date's dashes),
 * are dropped, but nothing else (a letter is still there to be noticed); an English name's small
 * letters are its capitals; and an amount's leading zeros are not digits the length limit cut
 * ('05' is 5, not a 13th digit).
 */
function typedFor(cleaner: TextFieldCleaner | undefined, raw: string, formatMarks: ReadonlySet<string>): string {
  const typed = halfWidthAlphanumerics(raw);
  const separators = cleaner ? FIELD_SEPARATORS[cleaner] : undefined;
  const own = Array.from(separators ? typed.replace(separators, '') : typed)
    .filter((character) => !formatMarks.has(character))
    .join('');
  if (cleaner === 'english-name') return own.toUpperCase();
  return cleaner === 'amount' ? own.replace(/^0+(?=\d)/, '') : own;
}

/** The characters `shown` has that `value` has none of: the marks a format adds ('-' in 1993-01-29). */
function formatMarksOf(shown: string, value: string): ReadonlySet<string> {
  return new Set(Array.from(shown).filter((character) => !value.includes(character)));
}

/**
 * Why a cleaner kept less than was typed: an amount field says a decimal point and what followed
 * it were dropped (소수점 아래는 입력할 수 없어요.); a phone, amount or business number field says
 * a non-digit was refused (숫자만 입력할 수 있어요.) apart from digits beyond its length; other
 * fields have one notice.
 */
function cleanerNotice(cleaner: TextFieldCleaner, typed: string): string {
  if (cleaner === 'amount' && wholeNumberText(typed) !== typed) return WHOLE_NUMBER_NOTICE;
  if (DIGIT_FIELDS.has(cleaner) && /\D/.test(typed)) return DIGITS_ONLY_NOTICE;
  return CLEANER_NOTICE[cleaner];
}

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  label: string;
  /** The cleaned value (for `phone`, `amount` and `business-number`: digits only). */
  value: string;
  onValueChange: (value: string) => void;
  cleaner?: TextFieldCleaner;
  /** How the cleaned value is shown; `phone` defaults to formatPhone, `business-number` to formatBusinessNumber (3-2-5). */
  format?: (value: string) => string;
  /** Text, or nodes when what is read must differ from what is drawn; said politely when it changes. */
  hint?: ReactNode;
  /**
   * Read with the field when asked, never announced as it changes: a length counter ('12/100자'),
   * which as a `hint` would be said on every key.
   */
  description?: ReactNode;
  /** A Korean error message; marks the field invalid. */
  error?: string;
  /** Rendered after the input, e.g. a unit. */
  suffix?: ReactNode;
  /** The input itself, for a screen that moves focus to it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input that cleans what is typed with the domain-rules cleaners. Korean IME
 * composition is left alone until it ends, so syllables are never cut mid-way; full-width digits
 * (０–９) are taken as digits, and full-width letters (Ａ–Ｚ, ａ–ｚ) as letters in the
 * korean-english, english-digits and english-name fields; when a cleaner drops characters, or
 * `maxLength` cuts a paste, the field says why instead of silently ignoring the keys (the
 * browser's own `maxLength` would cut unseen, and count an emoji as two, so it is applied here,
 * in code points, not on the input).
 *
 * @example
 * <TextField label="이름" cleaner="name" value={name} onValueChange={setName} />
 */
export function TextField({
  label,
  value,
  onValueChange,
  cleaner,
  format,
  hint,
  description,
  error,
  suffix,
  id,
  className,
  maxLength,
  inputMode,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${autoId}-hint`;
  const descriptionId = `${autoId}-description`;
  const errorId = `${autoId}-error`;
  const [composing, setComposing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // React writes the shown text into the input, which puts the caret at the end; this puts it back
  // where the user was editing.
  const placeCaret = useCaretPlacement();
  const show = format ?? (cleaner ? DEFAULT_FORMAT[cleaner] : undefined) ?? ((v: string) => v);
  // `maxLength` counts characters as the contract's JSON-Schema does (code points), so a cut
  // never leaves half an emoji to be saved.
  const clean = (raw: string): string => {
    const cleaned = cleaner ? CLEANERS[cleaner](raw) : raw;
    return maxLength !== undefined && maxLength >= 0 ? leadingCharacters(cleaned, maxLength) : cleaned;
  };

  function accept(raw: string): void {
    const cleaned = cleaner ? CLEANERS[cleaner](raw) : raw;
    const kept = clean(raw);
    const typed = typedFor(cleaner, raw, formatMarksOf(show(kept), kept));
    if (kept !== cleaned) setNotice(`${maxLength}${cleaner === 'digits' ? '자리' : '자'}까지 입력할 수 있어요.`);
    else setNotice(cleaner && cleaned !== typed ? cleanerNotice(cleaner, typed) : null);
    onValueChange(kept);
  }

  /** An edit outside composition: what it keeps, with the caret after the same characters of the value (ui-kit's `formattedEdit`). */
  function edit(input: HTMLInputElement, raw: string, inputType: string | undefined): void {
    const { text, caret } = formattedEdit({ raw, selection: input.selectionStart, inputType, value, shown: show(value), clean, show });
    accept(text);
    if (caret !== null) placeCaret(input, caret);
  }

  const describedBy = [description ? descriptionId : null, hint || notice ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className ? `jg-field ${className}` : 'jg-field'} data-invalid={error ? 'true' : undefined}>
      <label className="jg-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="jg-field__control">
        <input
          {...inputProps}
          id={inputId}
          className="jg-field__input"
          value={composing ?? show(value)}
          aria-invalid={error ? true : undefined}
          inputMode={inputMode ?? (cleaner ? DEFAULT_INPUT_MODE[cleaner] : undefined)}
          aria-describedby={describedBy}
          onCompositionStart={(e) => setComposing(e.currentTarget.value)}
          onCompositionEnd={(e) => {
            setComposing(null);
            accept(e.currentTarget.value);
          }}
          onChange={(e) => {
            if (composing !== null) setComposing(e.currentTarget.value);
            else edit(e.currentTarget, e.currentTarget.value, e.nativeEvent instanceof InputEvent ? e.nativeEvent.inputType : undefined);
          }}
        />
        {suffix ? <span className="jg-field__suffix">{suffix}</span> : null}
      </div>
      {description ? (
        <p id={descriptionId} className="jg-field__hint">
          {description}
        </p>
      ) : null}
      {/* Always mounted, empty without a hint or notice: screen readers announce a change to a live
          region that already exists, not one that appears with its message. */}
      <p id={hintId} className="jg-field__hint" aria-live="polite">
        {notice ?? hint}
      </p>
      {error ? (
        <p id={errorId} className="jg-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
