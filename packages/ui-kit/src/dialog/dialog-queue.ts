import { dismissTopSheet, hasOpenSheet } from '../bottom-sheet/sheet-stack';
import type { ButtonStatus } from '../button/button';

/** One button of a dialog definition (spec §3). */
export interface DialogButton {
  text: string;
  style: ButtonStatus;
  /** What `openDialog` resolves with when this button is pressed. */
  response: boolean;
}

/** A dialog as the catalogue defines it (spec §3). */
export interface DialogDefinition {
  name: string;
  title: string;
  /** Simple HTML, sanitised with the RichText allow-list. */
  contents: string;
  buttons: DialogButton[];
  /** Secondary HTML under the contents, sanitised as well. */
  subContent?: string;
  /** The second layout: image on top, centred copy, stacked buttons. */
  newType?: 'type-02';
  /** An illustration URL shown above the title (decorative). */
  img?: string;
  /** When set, neither Escape nor a tap outside closes the dialog: only a button does. */
  notCloseOutsideClick?: boolean;
}

export interface QueuedDialog {
  id: number;
  definition: DialogDefinition;
  /** Set once answered; the dialog plays its closing transition, then leaves the queue. */
  answered: boolean;
}

interface Entry extends QueuedDialog {
  resolve: (response: boolean) => void;
  /** Opened with a `signal`: only its opener withdraws it, `withdrawDialogs` leaves it. */
  openedWithSignal: boolean;
}

let entries: Entry[] = [];
let snapshot: readonly QueuedDialog[] = [];
let nextId = 1;
/** How many `DialogHost`s are mounted: none until an app's lazily loaded host has arrived. */
let mountedHosts = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function publish(): void {
  snapshot = entries.map(({ id, definition, answered }) => ({ id, definition, answered }));
  notify();
}

/** How a dialog can be withdrawn by its opener. */
export interface OpenDialogOptions {
  /** Aborting withdraws the dialog (queued or shown) and answers `false`: its reason is gone. */
  signal?: AbortSignal;
}

/**
 * What a dialog asks, by its name and words: the same question asked again while it waits is one
 * dialog, not two in a row.
 */
function questionOf({ name, title, contents, subContent = '' }: DialogDefinition): string {
  return JSON.stringify([name, title, contents, subContent]);
}

/**
 * Opens a dialog and waits for the user's answer. Dialogs queue: the next one opens after the
 * current one has closed. The same dialog (name and words) opened again while it still waits for
 * its answer is not queued twice: the later call answers `false` at once, as if dismissed. A
 * double tap before the lazily loaded host shows the first would otherwise ask twice, and a
 * confirmed action (a vote, 전체 취소) run twice. Escape and a tap outside answer `false` unless `notCloseOutsideClick`.
 * An aborted `signal` withdraws it; without one, `withdrawDialogs` does. Needs one `<DialogHost />`
 * mounted near the root.
 *
 * @example
 * const confirmed = await openDialog({
 *   name: 'LOGOUT',
 *   title: '로그아웃',
 *   contents: '로그아웃 하시겠어요?',
 *   buttons: [
 *     { text: '취소', style: 'outline', response: false },
 *     { text: '로그아웃', style: 'primary', response: true },
 *   ],
 * });
 */
export function openDialog(definition: DialogDefinition, { signal }: OpenDialogOptions = {}): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  const question = questionOf(definition);
  if (entries.some((entry) => !entry.answered && questionOf(entry.definition) === question)) return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    const withdraw = () => removeDialog(id);
    signal?.addEventListener('abort', withdraw, { once: true });
    const settle = (response: boolean) => {
      signal?.removeEventListener('abort', withdraw);
      resolve(response);
    };
    entries = [...entries, { id, definition, answered: false, resolve: settle, openedWithSignal: signal !== undefined }];
    publish();
  });
}

/** Resolves the dialog's promise at once; the host removes it after the closing transition. */
export function answerDialog(id: number, response: boolean): void {
  const entry = entries.find((e) => e.id === id);
  if (!entry || entry.answered) return;
  entry.resolve(response);
  entries = entries.map((e) => (e.id === id ? { ...e, answered: true } : e));
  publish();
}

/**
 * Whether a back should go to `dismissTopDialog` (a dialog or sheet takes it) rather than leave:
 * a dialog waits for its answer (shown, or queued behind one that is closing) and is not
 * `notCloseOutsideClick`, or a `BottomSheet` is open. A locked dialog alone does not count, so a
 * back that would leave the app still does; over an open sheet it keeps the back (nothing closes).
 *
 * @example
 * if (!hasDismissibleDialog()) bridge.send('exit');
 */
export function hasDismissibleDialog(): boolean {
  return dismissalOf(topWaitingDialog()) === 'dismissed' || hasOpenSheet();
}

/**
 * What `dismissTopDialog` did: closed the top dialog (answered `false`) or sheet, kept a
 * `notCloseOutsideClick` dialog, or found no dialog or sheet.
 */
export type DialogDismissal = 'dismissed' | 'kept' | 'none';

/** The dialog still waiting for its answer that is on top (shown, or behind one closing). */
const topWaitingDialog = () => entries.find((e) => !e.answered);

/** What a back would do to `top`: close it, keep it (a locked dialog), or find no dialog. */
function dismissalOf(top: Entry | undefined): DialogDismissal {
  if (!top) return 'none';
  return top.definition.notCloseOutsideClick === true ? 'kept' : 'dismissed';
}

/**
 * Dismisses the top dialog or sheet, for a back gesture: anything but `'none'` means one took it.
 * A dialog draws above sheets, so the top dialog (the one shown, or about to be shown while the
 * previous one plays its closing transition) goes first, the way Escape or a tap outside closes
 * it: it answers `false`, unless its definition has `notCloseOutsideClick`, which only a button
 * closes (like Android's non-cancelable dialog: `'kept'`, and nothing under it closes). Dialogs
 * already answered are not counted. With no dialog waiting, the most recently opened
 * `BottomSheet` takes it: a layer inside it closes (its `closeInnerLayer`), or else the sheet
 * closes through its `onOpenChange(false)` and focus returns to its opener.
 *
 * @example
 * // The shell's back button: an open dialog or sheet takes it, and the page stays.
 * if (dismissTopDialog() === 'none') history.back();
 */
export function dismissTopDialog(): DialogDismissal {
  const top = topWaitingDialog();
  if (!top) return dismissTopSheet() ? 'dismissed' : 'none';
  const dismissal = dismissalOf(top);
  if (dismissal === 'dismissed') answerDialog(top.id, false);
  return dismissal;
}

/**
 * Withdraws every dialog opened without a `signal`, shown or queued, as an aborted signal
 * withdraws one: each still waiting answers `false`, so whoever awaits it takes the "no" path, and
 * all of them leave the screen at once (no closing transition). For the moment what they ask
 * about is gone for good, e.g. the app's member left: a confirmation opened for them must not
 * stay up for, nor act for, whoever holds the phone next. A dialog opened with a `signal` lives
 * as long as its opener says and stays (an update the app requires, a screen's own question that
 * goes when the screen does).
 *
 * @example
 * onMemberLeft(() => withdrawDialogs());
 */
export function withdrawDialogs(): void {
  const withdrawn = entries.filter((e) => !e.openedWithSignal);
  if (withdrawn.length === 0) return;
  entries = entries.filter((e) => e.openedWithSignal);
  for (const entry of withdrawn) if (!entry.answered) entry.resolve(false);
  publish();
}

export function removeDialog(id: number): void {
  const entry = entries.find((e) => e.id === id);
  if (!entry) return;
  if (!entry.answered) entry.resolve(false);
  entries = entries.filter((e) => e.id !== id);
  publish();
}

/**
 * Counts a mounted `DialogHost` until the returned function is called: `DialogHost` calls it when
 * it mounts.
 */
export function registerDialogHost(): () => void {
  mountedHosts += 1;
  notify();
  return () => {
    mountedHosts -= 1;
    notify();
  };
}

/**
 * Whether a dialog waits for its answer with no `DialogHost` mounted to show it: an app that loads
 * its host lazily, before the host has arrived. The page should take no press meanwhile, as it
 * takes none behind a dialog shown: a second press on what opened the dialog would queue it again
 * and, once answered, do its work twice.
 *
 * @example
 * subscribeDialogs(() => holdPage(isDialogAwaitingHost()));
 */
export function isDialogAwaitingHost(): boolean {
  return mountedHosts === 0 && entries.some((e) => !e.answered);
}

/**
 * Calls `listener` whenever a dialog is opened, answered or removed, or a `DialogHost` mounts or
 * unmounts; returns the unsubscriber.
 *
 * @example
 * const stop = subscribeDialogs(() => holdPage(isDialogAwaitingHost()));
 */
export function subscribeDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getDialogs(): readonly QueuedDialog[] {
  return snapshot;
}
