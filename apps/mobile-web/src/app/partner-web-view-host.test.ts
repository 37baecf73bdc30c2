import { describe, expect, it } from 'vitest';
import { isSandboxPartnerHost, isUnderHost, partnerWebViewHost } from './partner-web-view-host';

describe('partnerWebViewHost', () => {
  it.each([
    [undefined, 'http://127.0.0.1:5173/__sandbox/partner'],
    ['', 'http://127.0.0.1:5173/__sandbox/partner'],
    ['https://partner.example/webview/', 'https://partner.example/webview'],
  ] as const)('설정 %s → %s', (configured, expected) => {
    expect(partnerWebViewHost(configured, 'http://127.0.0.1:5173')).toBe(expected);
  });
});

describe('isUnderHost', () => {
  const isPartnerPage = isUnderHost('http://127.0.0.1:4510/__sandbox/partner');

  it.each([
    ['http://127.0.0.1:4510/__sandbox/partner/account/new?token=t', true],
    ['http://127.0.0.1:4510/__sandbox/partner/account/corp-link?token=t&acct_no=7010170301', true],
    ['http://127.0.0.1:4510/__sandbox/partners/account/new', false],
    ['http://127.0.0.1:4510/__sandbox/faults', false],
    ['http://localhost:4510/__sandbox/partner/account/new', false],
    ['https://play.google.com/store/apps/details?id=kr.jogak', false],
  ])('%s → %s', (address, expected) => {
    expect(isPartnerPage(new URL(address))).toBe(expected);
  });

  it('경로가 없는 호스트면 그 출처의 모든 주소', () => {
    expect(isUnderHost('https://partner.example')(new URL('https://partner.example/account/new?token=t'))).toBe(true);
  });
});

describe('isSandboxPartnerHost', () => {
  it.each([
    ['http://127.0.0.1:4510/__sandbox/partner', true],
    ['http://127.0.0.1:4010/__sandbox/partner', true],
    ['https://partner.example/webview', false],
    ['', false],
  ])('%s → %s', (host, expected) => {
    expect(isSandboxPartnerHost(host)).toBe(expected);
  });
});
