import { describe, expect, it } from 'vitest';
import { driverLicenceDigits, formatDriverLicence } from './driver-licence-number';

describe('driverLicenceDigits', () => {
  it('지역 번호로 시작하는 12자리를 받는다 (하이픈·공백 무시)', () => {
    expect(driverLicenceDigits('11-23-123456-01')).toBe('112312345601');
    expect(driverLicenceDigits('28 19 654321 99')).toBe('281965432199');
    expect(driverLicenceDigits('261512345678')).toBe('261512345678');
  });

  it('전각 숫자와 전각 하이픈·공백도 받는다 (한글 입력기의 전자 모드)', () => {
    expect(driverLicenceDigits('１１－２３－１２３４５６－０１')).toBe('112312345601');
    expect(driverLicenceDigits('서울\u3000２３－１２３４５６－０１')).toBe('112312345601');
  });

  it('옛 면허의 지역 이름을 번호로 바꾼다', () => {
    expect(driverLicenceDigits('서울 23-123456-01')).toBe('112312345601');
    expect(driverLicenceDigits('경기북부19-654321-99')).toBe('281965432199');
  });

  it('없는 지역, 모르는 지역 이름, 자릿수 오류는 null', () => {
    expect(driverLicenceDigits('27-23-123456-01')).toBeNull();
    expect(driverLicenceDigits('10-23-123456-01')).toBeNull();
    expect(driverLicenceDigits('한양 23-123456-01')).toBeNull();
    expect(driverLicenceDigits('11-23-12345-01')).toBeNull();
    expect(driverLicenceDigits('')).toBeNull();
  });
});

describe('formatDriverLicence', () => {
  it('2-2-6-2로 나눈다', () => {
    expect(formatDriverLicence('112312345601')).toBe('11-23-123456-01');
    expect(formatDriverLicence('1123')).toBe('11-23');
  });
});
