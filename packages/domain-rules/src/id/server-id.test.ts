import { describe, expect, it } from 'vitest';
import { serverIdOf } from './server-id';

describe('serverIdOf', () => {
  it('부호와 앞자리 0이 없는 15자리 이하의 양의 정수만 서버 번호로 읽는다', () => {
    expect(serverIdOf('1')).toBe(1);
    expect(serverIdOf('108')).toBe(108);
    expect(serverIdOf('999999999999999')).toBe(999_999_999_999_999);
  });

  it.each(['', '0', '012', '-3', '+3', '1.5', '1e3', '12abc', ' 12', '1234567890123456'])('%j 는 번호가 아니다', (segment) => {
    expect(serverIdOf(segment)).toBeNull();
  });

  it('읽은 번호는 다시 쓰면 같은 글자가 된다 (자릿수를 잃지 않는다)', () => {
    for (const segment of ['1', '42', '900719925474099', '999999999999999']) expect(String(serverIdOf(segment))).toBe(segment);
  });
});
