import { describe, expect, it } from 'vitest';
import { isEmailShape } from './email';

describe('isEmailShape', () => {
  it.each(['jogak@example.kr', 'a.b+c@mail.example.com', '이름@예시.한국'])('%s 는 이메일 모양이다', (address) => {
    expect(isEmailShape(address)).toBe(true);
  });

  it.each(['', 'jogak', 'jogak@example', '@example.kr', 'jogak@.kr', 'jo gak@example.kr', 'jogak@@example.kr', ' jogak@example.kr', 'jogak@example.kr\n'])(
    '%j 는 이메일 모양이 아니다',
    (address) => {
      expect(isEmailShape(address)).toBe(false);
    },
  );
});
