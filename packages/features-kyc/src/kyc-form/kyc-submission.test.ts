import { describe, expect, it } from 'vitest';
import { emptyKycDraft, type KycDraft } from './kyc-draft';
import { kycSubmission } from './kyc-submission';

const draft: KycDraft = {
  ...emptyKycDraft({ name: '한도윤', email: ' doyun.han@example.kr ' }),
  agreements: ['collect', 'unique-id', 'transaction-purpose'],
  engLastName: 'HAN',
  engFirstName: 'DOYUN ',
  home: { postNo: '04524', roadAddress: '서울특별시 중구 세종대로 110', detail: ' 3층 ' },
  jobCode: 'EMPLOYEE',
  jobDetailCode: 'OFFICE',
  companyName: '조각건설',
  company: { postNo: '06236', roadAddress: '서울특별시 강남구 테헤란로 152', detail: '20층' },
  tradePurpose: 'INVESTMENT',
  fundOrigin: 'EARNED_INCOME',
  birthDate: '19900101',
  issueDate: '20150520',
  accountBank: '090',
  accountNumber: '3333012345678',
  accountLabel: '한도윤',
};
const secrets = { residentFront: '900101', residentBack: '1234560', accountImage: { fileName: 'b.png', mimeType: 'image/png', base64: 'iVBORw0KGgo=' } };

describe('kycSubmission', () => {
  it('신분증의 이름은 앞뒤 빈칸 없이 보낸다 (자판의 추천이 남긴 빈칸)', () => {
    expect(kycSubmission({ ...draft, idDocument: 'ALIEN_REGISTRATION_CARD', name: 'JOHN SMITH ' }, secrets).name).toBe('JOHN SMITH');
  });

  it('회사원: 직장 정보는 한 줄로, 사업자 정보는 null, 날짜에 대시', () => {
    expect(kycSubmission(draft, secrets)).toEqual({
      customerAgreementYn: 'Y',
      engLastName: 'HAN',
      engFirstName: 'DOYUN',
      address: '서울특별시 중구 세종대로 110',
      postNo: '04524',
      addressDetail: '3층',
      email: 'doyun.han@example.kr',
      jobCode: 'EMPLOYEE',
      jobDetailCode: 'OFFICE',
      companyName: '조각건설',
      companyAddress: '서울특별시 강남구 테헤란로 152 20층',
      businessName: null,
      industryCode: null,
      businessPersonNo: null,
      establishmentDate: null,
      businessAddress: null,
      tradePurpose: 'INVESTMENT',
      fundOrigin: 'EARNED_INCOME',
      residentRegistrationNo: '9001011234560',
      issueDate: '2015-05-20',
      name: '한도윤',
      birthDate: '1990-01-01',
      driveNo: null,
      accountBank: '090',
      accountLabel: '한도윤',
      accountImage: 'iVBORw0KGgo=',
      accountNumber: '3333012345678',
    });
  });

  it('사업자·운전면허: 직장 정보 null, 면허번호는 12자리', () => {
    const owner: KycDraft = {
      ...draft,
      jobCode: 'BUSINESS_OWNER',
      businessName: '한도윤상회',
      industryCode: 'G',
      businessPersonNo: '1208147521',
      establishmentDate: '20200302',
      business: { postNo: '48729', roadAddress: '부산광역시 동구 중앙대로 206', detail: '' },
      idDocument: 'DRIVER_LICENCE',
      driveNo: '서울 23-123456-01',
    };
    expect(kycSubmission(owner, secrets)).toMatchObject({
      jobDetailCode: null,
      companyName: null,
      companyAddress: null,
      businessName: '한도윤상회',
      industryCode: 'G',
      businessPersonNo: '1208147521',
      establishmentDate: '2020-03-02',
      businessAddress: '부산광역시 동구 중앙대로 206',
      driveNo: '112312345601',
    });
  });
});
