import { MINIMUM_WITHDRAWAL_AMOUNT } from '@jogak/domain-rules';

/** The spec's withdrawal dialogs (§8), in the order the form checks them. */
export type WithdrawalProblem = 'WITHDRAW_AMOUNT_5000' | 'WITHDRAW_EXCEED_AMOUNT' | 'WITHDRAW_PASSWORD_EMPTY';

/**
 * What stops a withdrawal before it is sent (spec §5): under 5,000 won, above the withdrawable
 * amount, or no account password typed; `null` when it may go.
 *
 * @example
 * withdrawalProblem(4_999, 100_000, true) // 'WITHDRAW_AMOUNT_5000'
 * withdrawalProblem(100_001, 100_000, true) // 'WITHDRAW_EXCEED_AMOUNT'
 * withdrawalProblem(10_000, 100_000, false) // 'WITHDRAW_PASSWORD_EMPTY'
 * withdrawalProblem(10_000, 100_000, true) // null
 */
export function withdrawalProblem(amount: number, withdrawable: number, passwordTyped: boolean): WithdrawalProblem | null {
  if (!Number.isSafeInteger(amount) || amount < MINIMUM_WITHDRAWAL_AMOUNT) return 'WITHDRAW_AMOUNT_5000';
  if (amount > withdrawable) return 'WITHDRAW_EXCEED_AMOUNT';
  if (!passwordTyped) return 'WITHDRAW_PASSWORD_EMPTY';
  return null;
}

const SERVER_PROBLEMS: ReadonlySet<string> = new Set(['WITHDRAW_AMOUNT_5000', 'WITHDRAW_EXCEED_AMOUNT', 'WITHDRAW_PASSWORD_EMPTY', 'WITHDRAW_PASSWORD_WRONG']);

/**
 * Whether a server refusal is one of the catalogue's withdrawal dialogs.
 *
 * @example
 * isWithdrawalDialogCode('WITHDRAW_PASSWORD_WRONG') // true
 * isWithdrawalDialogCode('BAD_REQUEST') // false
 */
export function isWithdrawalDialogCode(code: string): code is WithdrawalProblem | 'WITHDRAW_PASSWORD_WRONG' {
  return SERVER_PROBLEMS.has(code);
}
