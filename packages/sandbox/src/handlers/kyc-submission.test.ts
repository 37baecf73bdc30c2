import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node/setup-sandbox-server';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const SUBMISSION = {
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
  companyAddress: '서울특별시 강남구 테헤란로 152',
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
};

/** 정우성 (101) with his own e-mail. */
const WOOSUNG = { ...SUBMISSION, name: '정우성', accountLabel: '정우성', residentRegistrationNo: '9301291234567', birthDate: '1993-01-29', email: 'woosung.jung@example.kr' };

async function submit(memberId: string, body: Record<string, unknown>) {
  const { token } = sandbox.state.login(memberId);
  const response = await fetch('https://partner.example/main/v1/member/kyc', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('KYC 제출', () => {
  it('A0007 회원은 차단이 풀리고 유형은 그대로', async () => {
    expect(await submit('demo-kyc-required', SUBMISSION)).toEqual({ status: 200, body: { kycStatus: 'COMPLETED', userType: '200' } });
    expect(sandbox.state.member('demo-kyc-required').blockCode).toBeNull();
  });

  it('계좌 개설 전(101) 회원은 102가 된다', async () => {
    expect(await submit('demo-account-open', WOOSUNG)).toEqual({ status: 200, body: { kycStatus: 'COMPLETED', userType: '102' } });
    expect(sandbox.state.member('demo-account-open').userType).toBe('102');
  });

  it('다른 이메일은 중복 확인을 거친 것만 회원의 이메일이 된다 (스펙 5)', async () => {
    const { token } = sandbox.state.login('demo-account-open');
    const check = (email: string) =>
      fetch('https://partner.example/main/v1/member/info/email/check', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      }).then((response) => response.json());

    // Unchecked: refused as POST /member/info/email refuses it, and nothing of the submission is kept.
    expect(await submit('demo-account-open', { ...WOOSUNG, email: 'woosung@example.kr' })).toEqual({ status: 400, body: { code: 'EMAIL_NOT_CHECKED', message: '이메일 중복 확인을 먼저 해주세요.' } });
    expect(sandbox.state.member('demo-account-open')).toMatchObject({ email: 'woosung.jung@example.kr', userType: '101' });

    // Another member's address never passes the check, so it is never taken over.
    expect(await check('doyun.han@example.kr')).toMatchObject({ available: false, unavailableReason: 'IN_USE' });
    expect((await submit('demo-account-open', { ...WOOSUNG, email: 'doyun.han@example.kr' })).body).toMatchObject({ code: 'EMAIL_NOT_CHECKED' });
    expect(sandbox.state.member('demo-account-open').email).toBe('woosung.jung@example.kr');

    expect(await check('woosung@example.kr')).toMatchObject({ available: true });
    expect((await submit('demo-account-open', { ...WOOSUNG, email: 'woosung@example.kr' })).status).toBe(200);
    expect(sandbox.state.member('demo-account-open')).toMatchObject({ email: 'woosung@example.kr', userType: '102' });
  });

  it('사업자는 사업자 정보가, 운전면허는 면허번호가 맞아야 한다', async () => {
    const owner = { ...SUBMISSION, jobCode: 'BUSINESS_OWNER', jobDetailCode: null, companyName: null, companyAddress: null, businessName: '한도윤상회', industryCode: 'G', businessPersonNo: '1208147521', establishmentDate: '2020-03-02', businessAddress: '부산광역시 동구 중앙대로 206', driveNo: '112312345601' };
    expect((await submit('demo-kyc-required', owner)).status).toBe(200);
    expect((await submit('demo-kyc-required', { ...owner, businessPersonNo: '1208147522' })).body).toEqual({ code: 'BAD_REQUEST', message: '요청 값(businessPersonNo)을 확인해주세요.' });
    expect((await submit('demo-kyc-required', { ...owner, driveNo: '272312345601' })).body).toEqual({ code: 'BAD_REQUEST', message: '요청 값(driveNo)을 확인해주세요.' });
  });

  it.each([
    ['customerAgreementYn', { customerAgreementYn: 'N' }],
    ['jobDetailCode', { jobDetailCode: null }],
    ['companyName', { companyName: '' }],
    ['residentRegistrationNo', { residentRegistrationNo: '9013011234567' }],
    ['birthDate', { birthDate: '1990-01-02' }],
    ['accountBank', { accountBank: '999' }],
    ['accountLabel', { accountLabel: '홍길동' }],
    ['accountNumber', { accountNumber: '123456789' }],
    ['accountImage', { accountImage: null }],
  ])('%s 이(가) 틀리면 400', async (field, change) => {
    expect(await submit('demo-kyc-required', { ...SUBMISSION, ...change })).toEqual({ status: 400, body: { code: 'BAD_REQUEST', message: `요청 값(${field})을 확인해주세요.` } });
  });

  describe('신분증은 본인인증한 회원 본인의 것이어야 한다', () => {
    /** 홍길동's ID card, well formed, as 정우성 (born 1993-01-29, male) might type it. */
    const HONG = { ...WOOSUNG, name: '홍길동', accountLabel: '홍길동', residentRegistrationNo: '8001011234567', birthDate: '1980-01-01' };

    it('남의 신분증이면 이름을 들어 거절하고, 회원은 그대로 101 이다', async () => {
      expect(await submit('demo-account-open', HONG)).toEqual({
        status: 400,
        body: { code: 'BAD_REQUEST', message: '신분증의 이름이 본인인증한 이름과 달라요. 신분증 인증 단계에서 이름을 확인해주세요.' },
      });
      expect(sandbox.state.member('demo-account-open')).toMatchObject({ name: '정우성', userType: '101' });
    });

    it.each([
      ['생년월일', { residentRegistrationNo: '8001011234567', birthDate: '1980-01-01' }, '신분증의 생년월일이 본인인증한 생년월일과 달라요. 신분증 인증 단계에서 생년월일을 확인해주세요.'],
      ['주민등록번호의 성별 자리', { residentRegistrationNo: '9301292234567' }, '주민등록번호 뒷자리가 본인인증한 정보와 달라요. 신분증 인증 단계에서 주민등록번호를 확인해주세요.'],
    ])('%s 이(가) 본인인증과 다르면 400', async (_what, change, message) => {
      expect(await submit('demo-account-open', { ...WOOSUNG, ...change })).toEqual({ status: 400, body: { code: 'BAD_REQUEST', message } });
      expect(sandbox.state.member('demo-account-open').userType).toBe('101');
    });

    it('등록외국인은 외국인등록증의 영문 대문자 이름과 외국인등록번호로 마친다 (본인인증한 John Smith 와 같은 이름)', async () => {
      Object.assign(sandbox.state.member('demo-account-open'), { name: 'John Smith' });
      const alien = { ...WOOSUNG, name: 'JOHN SMITH', accountLabel: 'JOHN SMITH', residentRegistrationNo: '9301295234567' };
      expect(await submit('demo-account-open', alien)).toEqual({ status: 200, body: { kycStatus: 'COMPLETED', userType: '102' } });
    });

    it('거절된 제출은 중복 확인한 이메일을 쓰지 않아, 고쳐 보내면 그 이메일로 마친다', async () => {
      const { token } = sandbox.state.login('demo-account-open');
      await fetch('https://partner.example/main/v1/member/info/email/check', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'woosung@example.kr' }),
      });
      expect((await submit('demo-account-open', { ...HONG, email: 'woosung@example.kr' })).status).toBe(400);
      expect(await submit('demo-account-open', { ...WOOSUNG, email: 'woosung@example.kr' })).toEqual({ status: 200, body: { kycStatus: 'COMPLETED', userType: '102' } });
    });
  });
});
