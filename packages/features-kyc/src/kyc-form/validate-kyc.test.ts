import { describe, expect, it } from 'vitest';
import { emptyKycDraft, emptyKycSecrets, type KycDraft, type KycSecrets } from './kyc-draft';
import { validateKycStep } from './validate-kyc';

const NOW = Date.parse('2025-03-04T10:00:00+09:00');
const address = { postNo: '04524', roadAddress: '서울특별시 중구 세종대로 110', detail: '3층' };

const basic: KycDraft = { ...emptyKycDraft({ name: '한도윤', email: 'doyun.han@example.kr' }), engLastName: 'HAN', engFirstName: 'DO YUN', home: address };
const id: KycDraft = { ...basic, birthDate: '19900101', issueDate: '20150520' };
const secrets: KycSecrets = { residentFront: '900101', residentBack: '1234560', accountImage: null };

describe('validateKycStep', () => {
  it('0 고객 동의: 세 항목 모두', () => {
    expect(validateKycStep(0, emptyKycDraft(), emptyKycSecrets(), NOW)).toEqual({ agreements: '필수 항목에 모두 동의해주세요.' });
    expect(validateKycStep(0, { ...emptyKycDraft(), agreements: ['collect', 'unique-id', 'transaction-purpose'] }, emptyKycSecrets(), NOW)).toEqual({});
  });

  it('1 기본 정보: 빈 칸마다 메시지', () => {
    expect(validateKycStep(1, emptyKycDraft(), emptyKycSecrets(), NOW)).toEqual({
      engLastName: '영문 성을 입력해주세요.',
      engFirstName: '영문 이름을 입력해주세요.',
      home: '주소 검색으로 집 주소를 선택해주세요.',
      homeDetail: '상세 주소를 입력해주세요. (동·호수, 없으면 건물명)',
      email: '이메일을 입력해주세요.',
    });
    expect(validateKycStep(1, basic, emptyKycSecrets(), NOW)).toEqual({});
  });

  it('1 기본 정보: 영문이 아닌 이름, 틀린 이메일', () => {
    expect(validateKycStep(1, { ...basic, engLastName: '한', engFirstName: 'DO  YUN', email: 'doyun@' }, emptyKycSecrets(), NOW)).toEqual({
      engLastName: '영문 성은 여권과 같이 영문 50자까지 입력해주세요.',
      engFirstName: '영문 이름은 여권과 같이 영문 50자까지 입력해주세요.',
      email: '이메일 주소를 확인해주세요. 예) jogak@example.kr',
    });
  });

  it('2 상세 정보: 직업에 따라 직무·직장·사업자 정보를 묻는다', () => {
    expect(validateKycStep(2, basic, emptyKycSecrets(), NOW)).toEqual({
      jobCode: '직업을 선택해주세요.',
      tradePurpose: '거래 목적을 선택해주세요.',
      fundOrigin: '자금 출처를 선택해주세요.',
    });
    const employee: KycDraft = { ...basic, jobCode: 'EMPLOYEE', tradePurpose: 'INVESTMENT', fundOrigin: 'SAVINGS' };
    expect(validateKycStep(2, employee, emptyKycSecrets(), NOW)).toEqual({
      jobDetailCode: '직무를 선택해주세요.',
      companyName: '직장명을 입력해주세요.',
      company: '주소 검색으로 직장 주소를 선택해주세요.',
    });
    expect(validateKycStep(2, { ...employee, jobDetailCode: 'OFFICE', companyName: '조각건설', company: address }, emptyKycSecrets(), NOW)).toEqual({});
    expect(validateKycStep(2, { ...employee, jobCode: 'STUDENT' }, emptyKycSecrets(), NOW)).toEqual({});
  });

  it('2 상세 정보: 글자 수는 필드가 세는 대로 센다 (이모지도 한 글자)', () => {
    const employee: KycDraft = { ...basic, jobCode: 'EMPLOYEE', jobDetailCode: 'OFFICE', tradePurpose: 'INVESTMENT', fundOrigin: 'SAVINGS', company: address };
    // 50 characters the field accepted: 49 가 and an emoji (51 UTF-16 units).
    expect(validateKycStep(2, { ...employee, companyName: `${'가'.repeat(49)}😀` }, emptyKycSecrets(), NOW)).toEqual({});
    expect(validateKycStep(2, { ...employee, companyName: `${'가'.repeat(50)}😀` }, emptyKycSecrets(), NOW)).toEqual({ companyName: '직장명은 50자까지 쓸 수 있어요.' });
  });

  it('2 사업자: 사업자등록번호 검증번호, 개업일', () => {
    const owner: KycDraft = { ...basic, jobCode: 'BUSINESS_OWNER', tradePurpose: 'INVESTMENT', fundOrigin: 'SAVINGS' };
    expect(validateKycStep(2, owner, emptyKycSecrets(), NOW)).toEqual({
      businessName: '상호를 입력해주세요.',
      industryCode: '업종을 선택해주세요.',
      businessPersonNo: '사업자등록번호를 입력해주세요.',
      establishmentDate: '개업일을 입력해주세요.',
      business: '주소 검색으로 사업장 주소를 선택해주세요.',
    });
    const filled: KycDraft = { ...owner, businessName: '한도윤상회', industryCode: 'G', businessPersonNo: '1208147522', establishmentDate: '20250305', business: address };
    expect(validateKycStep(2, filled, emptyKycSecrets(), NOW)).toEqual({
      businessPersonNo: '사업자등록번호가 올바르지 않아요. 10자리를 다시 확인해주세요.',
      establishmentDate: '개업일은 오늘 이후일 수 없어요.',
    });
    expect(validateKycStep(2, { ...filled, establishmentDate: '20250230' }, emptyKycSecrets(), NOW).establishmentDate).toBe('개업일을 YYYYMMDD 8자리로 입력해주세요. (예: 20200302)');
    expect(validateKycStep(2, { ...filled, businessPersonNo: '1208147521', establishmentDate: '20200302' }, emptyKycSecrets(), NOW)).toEqual({});
  });

  it('3 신분증: 새 주민등록번호(검증번호 불일치)도 받고, 생년월일·발급일을 맞춰 본다', () => {
    expect(validateKycStep(3, id, secrets, NOW)).toEqual({});
    expect(validateKycStep(3, { ...id, name: '', birthDate: '', issueDate: '' }, emptyKycSecrets(), NOW)).toEqual({
      name: '이름을 입력해주세요.',
      residentFront: '주민등록번호를 입력해주세요.',
      birthDate: '생년월일을 입력해주세요.',
      issueDate: '발급일을 입력해주세요.',
    });
    expect(validateKycStep(3, { ...id, birthDate: '19900102', issueDate: '19891231' }, secrets, NOW)).toEqual({
      birthDate: '생년월일이 주민등록번호와 달라요. 다시 확인해주세요.',
    });
    expect(validateKycStep(3, { ...id, issueDate: '19891231' }, secrets, NOW)).toEqual({ issueDate: '발급일이 생년월일보다 빠를 수 없어요.' });
    expect(validateKycStep(3, id, { ...secrets, residentFront: '901301' }, NOW)).toEqual({ residentFront: '주민등록번호 앞자리의 생년월일을 확인해주세요.' });
    expect(validateKycStep(3, id, { ...secrets, residentBack: '9234560' }, NOW)).toEqual({ residentBack: '주민등록번호 뒷자리의 첫 숫자를 확인해주세요.' });
    expect(validateKycStep(3, id, { ...secrets, residentBack: '12345' }, NOW)).toEqual({ residentBack: '주민등록번호 13자리를 모두 입력해주세요.' });
  });

  it('3 신분증: 이름·생년월일·주민등록번호 뒷자리 첫 숫자가 본인인증한 정보와 같아야 한다', () => {
    const verified = { name: '한도윤', birthDate: '19900101', gender: 'M' } as const;
    expect(validateKycStep(3, id, secrets, NOW, verified)).toEqual({});
    const otherPerson: KycDraft = { ...id, name: '홍길동', birthDate: '19850505' };
    expect(validateKycStep(3, otherPerson, { ...secrets, residentFront: '850505' }, NOW, verified)).toEqual({
      name: '이름이 본인인증한 이름과 달라요. 본인 신분증의 이름을 입력해주세요.',
      birthDate: '생년월일이 본인인증한 생년월일과 달라요. 본인 신분증의 생년월일을 입력해주세요.',
    });
    expect(validateKycStep(3, id, { ...secrets, residentBack: '2234560' }, NOW, verified)).toEqual({
      residentBack: '주민등록번호 뒷자리가 본인인증한 정보와 달라요. 본인 신분증의 주민등록번호를 입력해주세요.',
    });
    // A birth date that already disagrees with the resident number is named for that first.
    expect(validateKycStep(3, { ...id, birthDate: '19900102' }, secrets, NOW, verified)).toEqual({
      birthDate: '생년월일이 주민등록번호와 달라요. 다시 확인해주세요.',
    });
    // What the member info does not carry is not compared (the partner still checks it).
    expect(validateKycStep(3, id, { ...secrets, residentBack: '2234560' }, NOW, { ...verified, gender: null })).toEqual({});
    expect(validateKycStep(3, { ...id, birthDate: '19850505' }, { ...secrets, residentFront: '850505' }, NOW, { ...verified, birthDate: null })).toEqual({});
    // A corporation's member has no person's identity to compare with (the partner does not either).
    expect(validateKycStep(3, otherPerson, { ...secrets, residentFront: '850505' }, NOW, null)).toEqual({});
  });

  it('3 외국인등록증: 영문 대문자 이름, 외국인등록번호(뒷자리 첫 숫자 5~8), 본인인증한 이름과는 대소문자 없이 맞춘다', () => {
    const alien: KycDraft = { ...id, idDocument: 'ALIEN_REGISTRATION_CARD', name: 'JOHN SMITH' };
    const alienSecrets: KycSecrets = { ...secrets, residentBack: '5234560' };
    const verified = { name: 'John Smith', birthDate: '19900101', gender: 'M' } as const;
    expect(validateKycStep(3, alien, alienSecrets, NOW, verified)).toEqual({});
    // A keyboard's suggestion left a space after the name: the name is what is between.
    expect(validateKycStep(3, { ...alien, name: 'JOHN SMITH ' }, alienSecrets, NOW, verified)).toEqual({});
    expect(validateKycStep(3, { ...alien, name: '존스미스' }, alienSecrets, NOW)).toEqual({ name: '외국인등록증의 영문 이름을 대문자로 입력해주세요.' });
    expect(validateKycStep(3, { ...alien, name: 'JANE SMITH' }, alienSecrets, NOW, verified)).toEqual({
      name: '이름이 본인인증한 이름과 달라요. 본인 신분증의 이름을 입력해주세요.',
    });
    expect(validateKycStep(3, alien, secrets, NOW)).toEqual({ residentBack: '외국인등록번호 뒷자리의 첫 숫자를 확인해주세요.' });
    expect(validateKycStep(3, alien, { ...alienSecrets, residentBack: '6234560' }, NOW, verified)).toEqual({
      residentBack: '외국인등록번호 뒷자리가 본인인증한 정보와 달라요. 본인 신분증의 외국인등록번호를 입력해주세요.',
    });
    expect(validateKycStep(3, alien, emptyKycSecrets(), NOW)).toEqual({ residentFront: '외국인등록번호를 입력해주세요.' });
    expect(validateKycStep(3, { ...alien, birthDate: '19900102', issueDate: '20150520' }, alienSecrets, NOW)).toEqual({
      birthDate: '생년월일이 외국인등록번호와 달라요. 다시 확인해주세요.',
    });
    // A foreigner's number on a 주민등록증 is named for what it is.
    expect(validateKycStep(3, id, alienSecrets, NOW)).toEqual({ residentBack: '외국인등록번호라면 신분증 종류에서 외국인등록증을 골라주세요.' });
  });

  it('4 계좌: 영문 이름의 예금주는 대소문자와 띄어쓰기가 달라도 같은 이름이다', () => {
    const image = { fileName: 'bankbook.png', mimeType: 'image/png', base64: 'iVBORw0KGgo=' };
    const alien: KycDraft = { ...id, idDocument: 'ALIEN_REGISTRATION_CARD', name: 'JOHN SMITH', accountBank: '090', accountNumber: '3333012345678' };
    expect(validateKycStep(4, { ...alien, accountLabel: 'John  Smith' }, { ...secrets, accountImage: image }, NOW)).toEqual({});
    expect(validateKycStep(4, { ...alien, accountLabel: 'JANE SMITH' }, { ...secrets, accountImage: image }, NOW)).toEqual({
      accountLabel: '예금주가 신분증의 이름(JOHN SMITH)과 같아야 해요.',
    });
  });

  it('3 운전면허증: 면허번호 12자리와 지역', () => {
    const licence: KycDraft = { ...id, idDocument: 'DRIVER_LICENCE' };
    expect(validateKycStep(3, licence, secrets, NOW)).toEqual({ driveNo: '운전면허번호를 입력해주세요.' });
    expect(validateKycStep(3, { ...licence, driveNo: '27-23-123456-01' }, secrets, NOW)).toEqual({ driveNo: '운전면허번호 12자리를 확인해주세요. (예: 11-23-123456-01)' });
    expect(validateKycStep(3, { ...licence, driveNo: '서울 23-123456-01' }, secrets, NOW)).toEqual({});
  });

  it('4 계좌: 은행, 계좌번호 모양, 예금주 = 이름, 통장 사본', () => {
    expect(validateKycStep(4, id, secrets, NOW)).toEqual({
      accountBank: '은행을 선택해주세요.',
      accountNumber: '계좌번호를 입력해주세요.',
      accountLabel: '예금주를 입력해주세요.',
      accountImage: '통장 사본 사진을 올리거나 촬영해주세요.',
    });
    const image = { fileName: 'bankbook.png', mimeType: 'image/png', base64: 'iVBORw0KGgo=' };
    expect(validateKycStep(4, { ...id, accountBank: '090', accountNumber: '123456789', accountLabel: '홍길동' }, { ...secrets, accountImage: image }, NOW)).toEqual({
      accountNumber: '계좌번호는 숫자 10~14자리로 입력해주세요.',
      accountLabel: '예금주가 신분증의 이름(한도윤)과 같아야 해요.',
    });
    expect(validateKycStep(4, { ...id, accountBank: '090', accountNumber: '3333012345678', accountLabel: '한도윤' }, { ...secrets, accountImage: image }, NOW)).toEqual({});
  });

  it('오늘은 서울 날짜로 정한다: 서울 자정이 지나면 그날 발급일을 받는다', () => {
    const justAfterSeoulMidnight = Date.parse('2025-03-04T00:30:00+09:00');
    expect(validateKycStep(3, { ...id, issueDate: '20250304' }, secrets, justAfterSeoulMidnight)).toEqual({});
    expect(validateKycStep(3, { ...id, issueDate: '20250305' }, secrets, justAfterSeoulMidnight)).toEqual({ issueDate: '발급일은 오늘 이후일 수 없어요.' });
  });

  it('시각을 읽을 수 없으면 미래 날짜 검사만 건너뛰고 나머지는 그대로 본다', () => {
    expect(validateKycStep(3, { ...id, issueDate: '20991231' }, secrets, Number.NaN)).toEqual({});
    expect(validateKycStep(3, { ...id, issueDate: '2099' }, secrets, Number.NaN)).toEqual({ issueDate: '발급일을 YYYYMMDD 8자리로 입력해주세요. (예: 20200302)' });
  });
});
