import { failureSentence, isJogakApiError } from '@jogak/api-client';
import { DIALOG_CODES, dialogDefinition, isCatalogueCode, type CatalogueCode } from '@jogak/app-core';
import { openDialog } from '@jogak/ui-kit';

/**
 * The investor codes of spec §8 a refusal can carry (the catalogue's INVEST_* codes); each opens
 * its catalogue dialog.
 */
const INVESTOR_DIALOG_CODES: ReadonlySet<string> = new Set(DIALOG_CODES.filter((code) => code.startsWith('INVEST_')));

/** What a refusal turned into: the dialog that was shown and its answer, or a message to show on the screen. */
export type RefusalOutcome =
  | { readonly kind: 'dialog'; readonly code: CatalogueCode; readonly confirmed: boolean }
  | { readonly kind: 'message'; readonly message: string };

/**
 * Shows an investor refusal as its dialog (INVEST_* codes of spec §8); any other failure comes
 * back as the screen's message, which keeps everything the member chose: what failed (`failed`,
 * a 해요체 sentence), then the server's reason for refusing, or what to do when there is none. The
 * policy's generic texts (네트워크 연결이 원활하지 않습니다.) would say the failure again, in 합니다체.
 *
 * @example
 * const outcome = await showInvestorRefusal(error, '신청하지 못했어요.');
 * if (outcome.kind === 'message') setError(outcome.message); // '신청하지 못했어요. 잠시 후 다시 시도해주세요.'
 * if (outcome.kind === 'dialog' && outcome.code === 'INVEST_INFORM_REG_AGAIN' && outcome.confirmed) restart();
 */
export async function showInvestorRefusal(error: unknown, failed: string): Promise<RefusalOutcome> {
  if (isJogakApiError(error) && INVESTOR_DIALOG_CODES.has(error.code) && isCatalogueCode(error.code)) {
    const code = error.code;
    const confirmed = await openDialog(dialogDefinition(code as Exclude<CatalogueCode, 'SUBSCRIPTION_IMPOSSIBLE_TIME'>));
    return { kind: 'dialog', code, confirmed };
  }
  return { kind: 'message', message: failureSentence(failed, error) };
}
