// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { digitsKeptNotice } from './digits-notice';

describe('digitsKeptNotice', () => {
  it('숫자가 아닌 글자는 숫자만 된다고, 자리를 넘긴 숫자는 몇 자리까지인지 말한다', () => {
    expect(digitsKeptNotice('12a', 12)).toBe('숫자만 입력할 수 있어요.');
    expect(digitsKeptNotice('1234567890123', 12)).toBe('숫자만 12자리까지 입력할 수 있어요.');
    expect(digitsKeptNotice('1234567890123a', 12)).toBe('숫자만 12자리까지 입력할 수 있어요.');
  });

  it('소수점 아래를 버렸으면 소수점 아래는 안 된다고 말한다 (숫자만 된다는 말보다 먼저)', () => {
    expect(digitsKeptNotice('1.5', 12)).toBe('소수점 아래는 입력할 수 없어요.');
    expect(digitsKeptNotice('5,000.00', 12)).toBe('소수점 아래는 입력할 수 없어요.');
    expect(digitsKeptNotice('１２．', 12)).toBe('소수점 아래는 입력할 수 없어요.');
  });

  it('모두 지켰으면(전각 숫자도 숫자) 말하지 않는다', () => {
    expect(digitsKeptNotice('120', 12)).toBeNull();
    expect(digitsKeptNotice('１２０', 12)).toBeNull();
    expect(digitsKeptNotice('', 12)).toBeNull();
  });
});
