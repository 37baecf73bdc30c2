import { describe, expect, it } from 'vitest';
import { createDefaultInvestorInfo, investorInfoStore, resetInvestorInfo } from './investor-info';

describe('investor info', () => {
  it('변경 사유 코드의 기본값은 ETC, 나머지는 비어 있다', () => {
    const info = createDefaultInvestorInfo();
    expect(info.investInformChgMatterCod).toBe('ETC');
    expect([info.ageGroupCod, info.investPersonInformOfferYn, info.fileList, info.documentChecks]).toEqual([
      '',
      '',
      [],
      {},
    ]);
  });

  it('초기화하면 기본값으로 돌아간다', () => {
    investorInfoStore.investProposeCod = '02';
    investorInfoStore.investInformChgMatterCod = 'INCOME';
    investorInfoStore.documentChecks.incomeProof = 'Y';
    resetInvestorInfo();
    expect([
      investorInfoStore.investProposeCod,
      investorInfoStore.investInformChgMatterCod,
      investorInfoStore.documentChecks,
    ]).toEqual(['', 'ETC', {}]);
  });
});
