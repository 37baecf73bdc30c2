import { describe, expect, it } from 'vitest';
import { formatChange } from './market-format';

describe('formatChange', () => {
  it('상승은 +, 하락은 −, 보합은 부호 없이 쓴다', () => {
    expect(formatChange(120)).toBe('+120');
    expect(formatChange(-1_050)).toBe('\u22121,050');
    expect(formatChange(0)).toBe('0');
  });
});
