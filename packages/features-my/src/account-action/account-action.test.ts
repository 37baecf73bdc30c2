import { describe, expect, it } from 'vitest';
import { accountActionOf } from './account-action';

describe('accountActionOf', () => {
  it('개인 102 는 계좌 개설', () => {
    expect(accountActionOf({ userType: '102', individualCorpCode: 'INDIVIDUAL', allianceAccountNoRegisterYn: 'N' }, true)).toEqual({
      kind: 'partner-web-view',
      purpose: 'CREATE_ACCOUNT',
      label: '계좌 개설하기',
    });
  });

  it('법인 102 는 계좌 연동', () => {
    expect(
      accountActionOf({ userType: '102', individualCorpCode: 'GENERAL_CORPORATION', allianceAccountNoRegisterYn: 'N' }, true),
    ).toEqual({ kind: 'partner-web-view', purpose: 'CORP_ACCOUNT_LINK', label: '계좌 연동하기' });
  });

  it('계좌가 연결되지 않은 200, 000 도 같은 길', () => {
    expect(accountActionOf({ userType: '200', individualCorpCode: 'CORPORATE', allianceAccountNoRegisterYn: '' }, true)).toEqual({
      kind: 'partner-web-view',
      purpose: 'CORP_ACCOUNT_LINK',
      label: '계좌 연동하기',
    });
    expect(accountActionOf({ userType: '000', individualCorpCode: '', allianceAccountNoRegisterYn: 'N' }, true)).toEqual({
      kind: 'partner-web-view',
      purpose: 'CREATE_ACCOUNT',
      label: '계좌 개설하기',
    });
  });

  it('계좌 개설이 필요한 101: 개인은 먼저 고객확인(KYC)으로, 법인은 지점에서 연 계좌를 연동', () => {
    expect(accountActionOf({ userType: '101', individualCorpCode: 'INDIVIDUAL', allianceAccountNoRegisterYn: 'N' }, true)).toEqual({ kind: 'kyc', label: '계좌 개설하기' });
    expect(accountActionOf({ userType: '101', individualCorpCode: 'CORPORATE', allianceAccountNoRegisterYn: 'N' }, true)).toEqual({
      kind: 'partner-web-view',
      purpose: 'CORP_ACCOUNT_LINK',
      label: '계좌 연동하기',
    });
  });

  it('계좌가 연결됐거나, 게스트거나, 다음 단계가 다른 곳이면 없다', () => {
    expect(accountActionOf({ userType: '200', individualCorpCode: 'INDIVIDUAL', allianceAccountNoRegisterYn: 'Y' }, true)).toBeNull();
    expect(accountActionOf({ userType: '102', individualCorpCode: 'INDIVIDUAL', allianceAccountNoRegisterYn: 'N' }, false)).toBeNull();
    expect(accountActionOf({ userType: '103', individualCorpCode: 'INDIVIDUAL', allianceAccountNoRegisterYn: 'N' }, true)).toBeNull();
  });
});
