import type { ApiSchema } from '@jogak/api-client';
import { describe, expect, it } from 'vitest';
import { userFromMemberInfo } from './user-from-member-info';

const KANG_JIMIN: ApiSchema<'MemberInfo'> = {
  id: 'demo-kakao',
  htsId: 'HTS00008',
  age: 29,
  userType: '102',
  name: '강지민',
  individualCorpCode: 'INDIVIDUAL',
  atOfBirth: '1995-06-05',
  phoneNo: '01055550102',
  email: 'jimin.kang@example.kr',
  investPersonUniqueNo: 'IP20240007',
  accountNo: '7010125901',
  accountNumber: '7010125901',
  media: 'ANDROID',
  allianceAccountNoRegisterYn: 'N',
  invest: { GENERAL_INVESTOR: { grantedAt: '2024-12-04T00:00:00+09:00', investLimitAmt: 20_000_000 } },
  investLimitAmt: 20_000_000,
  investTendencyDiagnosisYn: 'Y',
  customerTendencyEvalCod: '3',
  enhanceExplainResponsibiltyYn: 'N',
  elderlyPeopleYn: 'N',
  serviceUseNoticeYn: 'Y',
  advertiseInformSendAgreeYn: 'N',
  pushReceiveAgreeYn: 'Y',
  textReceiveAgreeYn: 'Y',
  kakaoReceiveAgreeYn: 'Y',
  emailReceiveAgreeYn: 'Y',
  investPersonInformChgAt: '2024-12-04T00:00:00+09:00',
  investRecommandHopeYn: 'Y',
  investPersonInformOfferYn: 'Y',
  investPersonInformChgMaturityAt: '2026-12-04T00:00:00+09:00',
  employeeNo: null,
  corpName: null,
  corpPhone: null,
  corpBusinessPersonNo: null,
  corpAdminName: null,
  ci: 'demo-ci-demo-kakao',
  gender: 'F',
  birth: '1995-06-05',
  nation: 'LOCAL',
  kycReExecute: false,
};

describe('userFromMemberInfo', () => {
  it('사용자 필드를 옮기고, null 과 기기 정보(media)와 사용자에 없는 필드는 뺀다', () => {
    expect(userFromMemberInfo(KANG_JIMIN)).toEqual({
      id: 'demo-kakao',
      htsId: 'HTS00008',
      age: 29,
      userType: '102',
      name: '강지민',
      individualCorpCode: 'INDIVIDUAL',
      atOfBirth: '1995-06-05',
      phoneNo: '01055550102',
      email: 'jimin.kang@example.kr',
      investPersonUniqueNo: 'IP20240007',
      accountNo: '7010125901',
      accountNumber: '7010125901',
      allianceAccountNoRegisterYn: 'N',
      invest: { GENERAL_INVESTOR: { grantedAt: '2024-12-04T00:00:00+09:00', investLimitAmt: 20_000_000 } },
      investLimitAmt: 20_000_000,
      investTendencyDiagnosisYn: 'Y',
      customerTendencyEvalCod: '3',
      enhanceExplainResponsibiltyYn: 'N',
      elderlyPeopleYn: 'N',
      serviceUseNoticeYn: 'Y',
      advertiseInformSendAgreeYn: 'N',
      pushReceiveAgreeYn: 'Y',
      textReceiveAgreeYn: 'Y',
      kakaoReceiveAgreeYn: 'Y',
      emailReceiveAgreeYn: 'Y',
      investPersonInformChgAt: '2024-12-04T00:00:00+09:00',
      investRecommandHopeYn: 'Y',
      investPersonInformOfferYn: 'Y',
      investPersonInformChgMaturityAt: '2026-12-04T00:00:00+09:00',
      ci: 'demo-ci-demo-kakao',
      gender: 'F',
      birth: '1995-06-05',
      nation: 'LOCAL',
    });
  });

  it('모르는 날짜와 한도 없음(null)은 그 필드를 건드리지 않는다', () => {
    const corporate = userFromMemberInfo({
      ...KANG_JIMIN,
      individualCorpCode: 'GENERAL_CORPORATION',
      atOfBirth: null,
      birth: null,
      investLimitAmt: null,
      corpName: '(주)새봄리츠',
    });
    expect(corporate.corpName).toBe('(주)새봄리츠');
    expect('birth' in corporate).toBe(false);
    expect('atOfBirth' in corporate).toBe(false);
    expect('investLimitAmt' in corporate).toBe(false);
  });
});
