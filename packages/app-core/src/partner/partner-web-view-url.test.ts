import { describe, expect, it } from 'vitest';
import { accountFlowPurpose, partnerWebViewUrl, transactionNumber } from './partner-web-view-url';

const HOST = 'https://partner.dev/webview';
/** 2025-03-04 09:30:15 in Seoul. */
const MORNING = new Date('2025-03-04T00:30:15Z');
/** 2025-02-28 15:30:15 UTC is already 2025-03-01 00:30:15 in Seoul. */
const SEOUL_NEXT_DAY = new Date('2025-02-28T15:30:15Z');

describe('partnerWebViewUrl', () => {
  it('계좌 개설: 토큰만', () => {
    expect(
      partnerWebViewUrl({ host: HOST, token: 't0k', opening: { purpose: 'CREATE_ACCOUNT' }, accountNo: '', tmpCustNo: null, at: MORNING }),
    ).toBe('https://partner.dev/webview/account/new?token=t0k');
  });

  it('계좌 개설: 이어서 하면 임시 고객번호도', () => {
    expect(
      partnerWebViewUrl({
        host: HOST,
        token: 't0k',
        opening: { purpose: 'CREATE_ACCOUNT' },
        accountNo: '7010125901',
        tmpCustNo: 'TMP-0102',
        at: MORNING,
      }),
    ).toBe('https://partner.dev/webview/account/new?token=t0k&tmp_cust_no=TMP-0102');
  });

  it('법인 계좌 연동: 토큰과 계좌번호', () => {
    expect(
      partnerWebViewUrl({
        host: HOST,
        token: 'agency+token/==',
        opening: { purpose: 'CORP_ACCOUNT_LINK' },
        accountNo: '7010170301',
        tmpCustNo: 'TMP-0102',
        at: MORNING,
      }),
    ).toBe('https://partner.dev/webview/account/corp-link?token=agency%2Btoken%2F%3D%3D&acct_no=7010170301');
  });

  it('청약 비밀번호: 모든 파라미터, 거래번호는 서울 날짜·계좌·업무코드 01·서울 시각', () => {
    expect(
      partnerWebViewUrl({
        host: HOST,
        token: 't0k',
        opening: {
          purpose: 'PASSWORD_APPLY',
          subscriptionId: '3',
          order: { transactionType: 'FRAC_APPLY', productCode: 'KR5001', amount: 50_000, quantity: 10 },
        },
        accountNo: '7010125901',
        tmpCustNo: null,
        at: MORNING,
      }),
    ).toBe(
      'https://partner.dev/webview/account/password?token=t0k&trans_tp=FRAC_APPLY&gds_cd=KR5001&acct_no=7010125901&apply_amt=50000&trans_no=20250304701012590101093015&apply_qty=10',
    );
  });

  it('STO 청약 비밀번호도 업무코드 01', () => {
    expect(
      partnerWebViewUrl({
        host: HOST,
        token: 't0k',
        opening: {
          purpose: 'PASSWORD_APPLY',
          subscriptionId: '7',
          order: { transactionType: 'STO_APPLY', productCode: 'STO-9', amount: 1_200_000, quantity: 240 },
        },
        accountNo: '7010125901',
        tmpCustNo: null,
        at: MORNING,
      }),
    ).toBe(
      'https://partner.dev/webview/account/password?token=t0k&trans_tp=STO_APPLY&gds_cd=STO-9&acct_no=7010125901&apply_amt=1200000&trans_no=20250304701012590101093015&apply_qty=240',
    );
  });

  it('청약 취소 비밀번호: 업무코드 02, UTC 로는 전날이어도 서울 날짜', () => {
    expect(
      partnerWebViewUrl({
        host: HOST,
        token: 't0k',
        opening: {
          purpose: 'PASSWORD_CANCEL',
          order: { transactionType: 'FRAC_CANCEL', productCode: 'KR5001', amount: 30_000, quantity: 6 },
        },
        accountNo: '270-01-123456',
        tmpCustNo: null,
        at: SEOUL_NEXT_DAY,
      }),
    ).toBe(
      'https://partner.dev/webview/account/password?token=t0k&trans_tp=FRAC_CANCEL&gds_cd=KR5001&acct_no=270-01-123456&apply_amt=30000&trans_no=202503012700112345602003015&apply_qty=6',
    );
  });

  it('STO 청약 취소 비밀번호도 업무코드 02', () => {
    expect(
      partnerWebViewUrl({
        host: HOST,
        token: 't0k',
        opening: {
          purpose: 'PASSWORD_CANCEL',
          subscriptionId: '7',
          order: { transactionType: 'STO_CANCEL', productCode: 'STO-9', amount: 5_000, quantity: 1 },
        },
        accountNo: '7010125901',
        tmpCustNo: null,
        at: new Date('2025-12-31T14:59:59Z'),
      }),
    ).toBe(
      'https://partner.dev/webview/account/password?token=t0k&trans_tp=STO_CANCEL&gds_cd=STO-9&acct_no=7010125901&apply_amt=5000&trans_no=20251231701012590102235959&apply_qty=1',
    );
  });
});

describe('transactionNumber', () => {
  it('서울 yyyyMMdd + 계좌번호 숫자 + 업무코드 + 서울 HHmmss', () => {
    expect(transactionNumber(MORNING, '7010125901', 'FRAC_APPLY')).toBe('20250304701012590101093015');
    expect(transactionNumber(SEOUL_NEXT_DAY, '270-01-123456', 'STO_CANCEL')).toBe('202503012700112345602003015');
  });
});

describe('accountFlowPurpose', () => {
  it('개인(또는 모름)은 계좌 개설, 법인은 계좌 연동', () => {
    expect(accountFlowPurpose('INDIVIDUAL')).toBe('CREATE_ACCOUNT');
    expect(accountFlowPurpose('')).toBe('CREATE_ACCOUNT');
    expect(accountFlowPurpose('GENERAL_CORPORATION')).toBe('CORP_ACCOUNT_LINK');
    expect(accountFlowPurpose('CORPORATE')).toBe('CORP_ACCOUNT_LINK');
  });
});
