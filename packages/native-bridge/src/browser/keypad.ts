// An entry of its own: the keypad's dialog is drawn with React, and a bundler resolves even a lazy
// chunk's imports, so keeping it out of `/browser` keeps that entry free of React.
export { createKeypadPinEntry } from './keypad-pin-entry';
export type { KeypadPinEntryOptions } from './keypad-pin-entry';
