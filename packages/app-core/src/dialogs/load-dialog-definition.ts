import type { DialogDefinition } from '@jogak/ui-kit';
import type { CatalogueCode, DealHours, DialogContext } from './dialog-catalogue';

/**
 * {@link dialogDefinition} with the catalogue loaded on first use, for code that runs on every
 * page but shows a catalogue dialog only now and then (the shell's update and network-change
 * dialogs). Every dialog of spec §8 with its copy is ~4 kB of gzip that no first screen needs;
 * importing `dialogDefinition` statically from start-up code puts all of it in the first screen's
 * JS (issue #18).
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
  const { dialogDefinition } = await import('./dialog-catalogue');
  // The overloads above hold the one code that needs hours to its context.
  return dialogDefinition(code as Exclude<CatalogueCode, 'SUBSCRIPTION_IMPOSSIBLE_TIME'>, context);
}
