import { describe, expect, it } from 'vitest';
import { truncateDateInput } from './date-input';

describe('truncateDateInput', () => {
  it('기본 30자, 날짜만이면 20자로 자른다', () => {
    expect(truncateDateInput('2026-11-21T09:00:00+09:00[Asia/Seoul]')).toBe('2026-11-21T09:00:00+09:00[Asia');
    expect(truncateDateInput('2026-11-21 and more text', 20)).toBe('2026-11-21 and more ');
    expect(truncateDateInput('2026')).toBe('2026');
  });
});
