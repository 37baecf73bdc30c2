import { describe, expect, it } from 'vitest';
import { isWithdrawalDialogCode, withdrawalProblem } from './withdrawal-rules';

describe('withdrawalProblem', () => {
  it('5,000원 미만은 WITHDRAW_AMOUNT_5000', () => {
    expect(withdrawalProblem(4_999, 100_000, true)).toBe('WITHDRAW_AMOUNT_5000');
    expect(withdrawalProblem(0, 100_000, true)).toBe('WITHDRAW_AMOUNT_5000');
    expect(withdrawalProblem(5_000, 100_000, true)).toBeNull();
  });

  it('출금 가능 금액을 넘으면 WITHDRAW_EXCEED_AMOUNT', () => {
    expect(withdrawalProblem(100_001, 100_000, true)).toBe('WITHDRAW_EXCEED_AMOUNT');
    expect(withdrawalProblem(100_000, 100_000, true)).toBeNull();
  });

  it('금액이 맞아도 비밀번호가 없으면 WITHDRAW_PASSWORD_EMPTY', () => {
    expect(withdrawalProblem(10_000, 100_000, false)).toBe('WITHDRAW_PASSWORD_EMPTY');
  });
});

describe('isWithdrawalDialogCode', () => {
  it('출금 대화상자 코드만 참', () => {
    expect(isWithdrawalDialogCode('WITHDRAW_PASSWORD_WRONG')).toBe(true);
    expect(isWithdrawalDialogCode('WITHDRAW_EXCEED_AMOUNT')).toBe(true);
    expect(isWithdrawalDialogCode('BAD_REQUEST')).toBe(false);
  });
});
