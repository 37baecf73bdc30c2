import { beforeEach, describe, expect, it } from 'vitest';
import { createIdentityVerificationStorage, IDENTITY_VERIFICATION_PREFIX } from './identity-verification-storage';

beforeEach(() => localStorage.clear());

describe('createIdentityVerificationStorage', () => {
  it('키와 데이터를 앱 접두사 아래에 둔다', () => {
    const kmc = createIdentityVerificationStorage(localStorage);
    kmc.saveKey('REQ-1');
    kmc.saveData({ name: '김민준', birth: '19880412' });
    expect(IDENTITY_VERIFICATION_PREFIX).toBe('jogak:kmc:');
    expect(localStorage.getItem('jogak:kmc:key')).toBe('REQ-1');
    expect(localStorage.getItem('jogak:kmc:data')).toBe('{"name":"김민준","birth":"19880412"}');
    expect(kmc.readKey()).toBe('REQ-1');
    expect(kmc.readData()).toEqual({ name: '김민준', birth: '19880412' });
  });

  it('지우면 접두사 아래 두 값이 모두 사라지고 다른 값은 남는다', () => {
    localStorage.setItem('other', 'kept');
    const kmc = createIdentityVerificationStorage(localStorage);
    kmc.saveKey('REQ-1');
    kmc.saveData({ a: 'b' });
    kmc.clear();
    expect([kmc.readKey(), kmc.readData(), localStorage.getItem('other')]).toEqual([null, null, 'kept']);
  });

  it.each(['{broken', '[1,2]', '"text"', 'null'])('읽을 수 없는 데이터 %s 는 null', (raw) => {
    localStorage.setItem('jogak:kmc:data', raw);
    expect(createIdentityVerificationStorage(localStorage).readData()).toBeNull();
  });

  it('문자열이 아닌 값은 빼고 읽는다', () => {
    localStorage.setItem('jogak:kmc:data', '{"name":"김민준","age":36}');
    expect(createIdentityVerificationStorage(localStorage).readData()).toEqual({ name: '김민준' });
  });
});
