import { openDialog, showToast, type DialogDefinition } from '@jogak/ui-kit';
import type { DealHours, DialogContext } from './dialog-catalogue';
import type { CatalogueCode } from './dialog-codes';

/** What a press says when the catalogue's copy could not be fetched (offline, a deploy that removed it). */
export const CATALOGUE_UNAVAILABLE_TOAST = '안내를 불러오지 못했어요. 잠시 후 다시 시도해주세요.';

const loadCatalogue = () => import('./dialog-catalogue');

/**
 * The catalogue's `dialogDefinition` with the catalogue loaded on first use, for code that shows a catalogue
 * dialog only now and then (the shell's update and network-change dialogs, a screen's gate on a
 * press, a server's refusal). Every dialog of spec §8 with its copy is ~4 kB of gzip (with the
 * particle rule it uses, ~6 kB) that no first view needs; importing `dialogDefinition` statically
 * puts all of it in the first view's JS (issue #18).
 *
 * @example
 * await openDialog(await loadDialogDefinition('NETWORK_CHANGED'));
 */
export async function loadDialogDefinition(
  code: 'SUBSCRIPTION_IMPOSSIBLE_TIME',
  context: DealHours & DialogContext,
): Promise<DialogDefinition>;
export async function loadDialogDefinition(
  code: Exclude<CatalogueCode, 'SUBSCRIPTION_IMPOSSIBLE_TIME'>,
  context?: DialogContext,
): Promise<DialogDefinition>;
export async function loadDialogDefinition(code: CatalogueCode, context: DialogContext = {}): Promise<DialogDefinition> {
  const { dialogDefinition } = await loadCatalogue();
  // The overloads above hold the one code that needs hours to its context.
  return dialogDefinition(code as Exclude<CatalogueCode, 'SUBSCRIPTION_IMPOSSIBLE_TIME'>, context);
}

/**
 * Opens a catalogue dialog for a press (a gate, a confirmation, a server's refusal), its copy
 * loaded on first use, and answers as ui-kit's `openDialog` does (the primary button's `true`).
 * When the copy cannot be fetched, a toast says so ({@link CATALOGUE_UNAVAILABLE_TOAST}) and the
 * answer is `false`, as if dismissed: nothing the member typed is touched, and the next press
 * tries again. The same dialog asked again before it has been answered (a double tap while the
 * copy loads, two refusals of one kind) is asked once: ui-kit's `openDialog` answers the later
 * call `false` at once.
 *
 * @example
 * if (await openCatalogueDialog('NEED_LOG_IN')) navigate({ to: '/auth/login' });
 */
export async function openCatalogueDialog(code: Exclude<CatalogueCode, 'SUBSCRIPTION_IMPOSSIBLE_TIME'>, context?: DialogContext): Promise<boolean> {
  let definition: DialogDefinition;
  try {
    definition = await loadDialogDefinition(code, context);
  } catch {
    showToast(CATALOGUE_UNAVAILABLE_TOAST);
    return false;
  }
  return openDialog(definition);
}

/**
 * Fetches the catalogue ahead of its first dialog (the app does so with its dialog host, once the
 * first screen is complete), so a press opens its dialog at once. A failure is left to the press
 * that needs the catalogue.
 *
 * @example
 * prefetchDialogCatalogue();
 */
export function prefetchDialogCatalogue(): void {
  void loadCatalogue().catch(() => undefined);
}
