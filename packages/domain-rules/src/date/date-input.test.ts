import { describe, expect, it } from 'vitest';
import { truncateDateInput } from './date-input';
import { seoulDayNumber } from './seoul-calendar';
import { toSeoulDateTime } from './seoul-time';

describe('truncateDateInput', () => {
  it('기본 30자, 날짜만이면 20자로 자른다', () => {
    expect(truncateDateInput('2026-11-21T09:00:00+09:00[Asia/Seoul]')).toBe('2026-11-21T09:00:00+09:00[Asia');
    expect(truncateDateInput('2026-11-21 and more text', 20)).toBe('2026-11-21 and more ');
    expect(truncateDateInput('2026')).toBe('2026');
  });

  it('글자(코드 포인트)로 잘라 이모지를 반으로 가르지 않는다', () => {
    expect(truncateDateInput(`2026-11-21 ${'😀'.repeat(5)}`, 20)).toBe(`2026-11-21 ${'😀'.repeat(5)}`);
    expect(truncateDateInput(`2026-11-21 ${'😀'.repeat(10)}`, 20)).toBe(`2026-11-21 ${'😀'.repeat(9)}`);
  });

  it('전각 숫자와 구분자(한글 IME 전각 모드)는 반각으로 읽는다', () => {
    expect(truncateDateInput('２０２６１１２１')).toBe('20261121');
    expect(truncateDateInput('２０２６．１１．２１')).toBe('2026.11.21');
    expect(truncateDateInput('２０２６－１１－２１　０９：３０')).toBe('2026-11-21 09:30');
    expect(truncateDateInput('２０２６－１１－２１ and more text', 20)).toBe('2026-11-21 and more ');
  });

  it('전각으로 쓴 날짜도 두 날짜 판(luxon, Intl)이 같은 날로 읽는다', () => {
    expect(toSeoulDateTime('２０２６．１１．２１').toISODate()).toBe('2026-11-21');
    expect(toSeoulDateTime('２０２６１１２１').toISODate()).toBe('2026-11-21');
    expect(seoulDayNumber('２０２６－１１－２１')).toBe(seoulDayNumber('2026-11-21'));
  });
});
