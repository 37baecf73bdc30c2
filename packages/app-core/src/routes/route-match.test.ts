import { describe, expect, it } from 'vitest';
import { matchRoute } from './route-match';

describe('matchRoute', () => {
  it.each([
    ['/', 'index', {}],
    ['/home', 'home', {}],
    ['/home/', 'home', {}],
    ['/home?modal=CDD', 'home', {}],
    ['/market/42', 'marketDetail', { id: '42' }],
    ['/subscription/cancel/certificate', 'subscriptionCancelCertificate', {}],
    ['/subscription/5/prospectus', 'subscriptionProspectus', { id: '5' }],
    ['/subscription/5/prospectus/M9', 'subscriptionProspectusDocument', { id: '5', manageCode: 'M9' }],
    ['/subscription/5/disclosure/8', 'subscriptionDisclosure', { id: '5', disclosureId: '8' }],
    ['/support/qna/create', 'qnaCreate', {}],
    ['/support/qna/3', 'qnaDetail', { id: '3' }],
    ['/policy/terms', 'policyTerms', {}],
    ['/policy/marketing', 'policyAgreement', { agreementKey: 'marketing' }],
    ['/community/event/%EB%B4%84', 'eventDetail', { id: '봄' }],
    ['/community/event/%E0%A4%A', 'eventDetail', { id: '%E0%A4%A' }],
  ])('%s → %s', (pathname, name, params) => {
    const match = matchRoute(pathname);
    expect(match?.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it.each(['/nowhere', '/home/extra', '/subscription/1/2/3/4/5'])('%s 은 찾지 못한다', (pathname) => {
    expect(matchRoute(pathname)).toBeUndefined();
  });
});
