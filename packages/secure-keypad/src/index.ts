export { createSecureKeypad } from './keypad/create-secure-keypad';
export type {
  KeypadResult,
  KeypadSnapshot,
  KeypadStatus,
  KeySlot,
  SecureKeypad,
  SecureKeypadOptions,
} from './keypad/create-secure-keypad';
export { KeypadError, KEYPAD_ERROR_MESSAGES } from './keypad/keypad-error';
export type { KeypadErrorCode } from './keypad/keypad-error';
export { decodeKeypadToken, parseKeypadToken, MAX_KEYPAD_LENGTH } from './token/keypad-token';
export type { DecodedKeypadToken, KeypadToken } from './token/keypad-token';
export type { KeyboardLayer, KeypadKind } from './layout/character-sets';
