export { SecureKeypad } from './secure-keypad';
export type { SecureKeypadProps } from './secure-keypad';
export { useSecureKeypad } from './use-secure-keypad';
export type { UseSecureKeypadOptions } from './use-secure-keypad';
