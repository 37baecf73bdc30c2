import { describe, expect, it } from 'vitest';
import { formatChange, formatChangeRate } from './market-format';

describe('formatChange', () => {
  it('상승은 +, 하락은 −, 보합은 부호 없이 쓴다', () => {
    expect(formatChange(120)).toBe('+120');
    expect(formatChange(-1_050)).toBe('\u22121,050');
    expect(formatChange(0)).toBe('0');
  });
});

describe('formatChangeRate', () => {
  it('소수 둘째 자리까지 부호와 함께 쓴다', () => {
    expect(formatChangeRate(2.21)).toBe('+2.21%');
    expect(formatChangeRate(-0.5)).toBe('\u22120.50%');
    expect(formatChangeRate(0)).toBe('0.00%');
  });

  it('소수 둘째 자리에서 0 이 되는 등락률은 부호 없이 0.00%', () => {
    expect(formatChangeRate(-0.004)).toBe('0.00%');
    expect(formatChangeRate(0.004)).toBe('0.00%');
    expect(formatChangeRate(-1e-16)).toBe('0.00%');
    expect(formatChangeRate(-0.005)).toBe('\u22120.01%');
    expect(formatChangeRate(0.005)).toBe('+0.01%');
  });

  it('천 단위마다 쉼표를 찍고, 숫자가 아니면 -', () => {
    expect(formatChangeRate(1234.5)).toBe('+1,234.50%');
    expect(formatChangeRate(-1234.5)).toBe('\u22121,234.50%');
    expect(formatChangeRate(Number.NaN)).toBe('-');
  });
});
