import { describe, expect, it } from 'vitest';
import { investorClassOptions, isAppliedClass, yearlyLimitText } from './investor-class-options';

describe('investor class options', () => {
  it('개인은 일반, 소득적격, 전문 중에서 고르고 한도를 함께 본다', () => {
    expect(investorClassOptions('INDIVIDUAL').map((option) => [option.label, option.limitText, option.kind])).toEqual([
      ['일반 개인투자자', '연 20,000,000원', 'general'],
      ['소득적격 개인투자자', '연 40,000,000원', 'income'],
      ['전문 개인투자자', '한도 없음', 'professional'],
    ]);
  });

  it('법인은 일반과 전문 중에서 고르고 둘 다 한도가 없다', () => {
    expect(investorClassOptions('GENERAL_CORPORATION').map((option) => [option.label, option.limitText, option.kind])).toEqual([
      ['일반 법인투자자', '한도 없음', 'general'],
      ['전문 법인투자자', '한도 없음', 'professional'],
    ]);
    expect(investorClassOptions('CORPORATE')).toHaveLength(2);
  });

  it('한도 문구와 신청 대상 등급을 읽는다', () => {
    expect([yearlyLimitText('GENERAL_INVESTOR'), yearlyLimitText('CORP_INVESTOR')]).toEqual(['연 20,000,000원', '한도 없음']);
    expect(['INCOME_QUALIFIED_INVESTOR', 'PRO_INVESTOR', 'CORP_INVESTOR', 'GENERAL_INVESTOR', 'ETC'].map((value) => isAppliedClass(value))).toEqual([true, true, true, false, false]);
  });
});
