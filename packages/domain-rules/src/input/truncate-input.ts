import { leadingCharacters } from './character-count';

/** Every cleaner first cuts its input to this many characters (code points, spec §5). */
export const DEFAULT_INPUT_MAX_LENGTH = 1_000;

/** Options every input cleaner takes. */
export interface CleanOptions {
  /** Characters (code points) read from the raw input before cleaning; 1,000 by default. */
  maxInputLength?: number;
}

/**
 * The raw value as a string cut to `maxInputLength` characters (code points: an emoji is one, and
 * is never cut in half). Never throws: values that are not strings (null, numbers, objects from an
 * untyped form library) become their string form or ''.
 */
export function truncateInput(raw: unknown, { maxInputLength = DEFAULT_INPUT_MAX_LENGTH }: CleanOptions = {}): string {
  let text: string;
  if (typeof raw === 'string') text = raw;
  else if (typeof raw === 'number' || typeof raw === 'bigint' || typeof raw === 'boolean') text = String(raw);
  else text = '';
  return leadingCharacters(text, maxInputLength);
}
