import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, createMemoryPersistence } from '../persistence/persistence-adapter';
import { isCiOfMember, loginMemberIdOf, readStoredCiOf } from './stored-ci';

describe('loginMemberIdOf', () => {
  it('로그인 회원 기록의 회원 아이디', () => {
    expect(loginMemberIdOf('{"memberId":"demo-general","name":"김민준"}')).toBe('demo-general');
  });

  it.each([null, '', '깨진 값', '[]', 'null', '{"name":"김민준"}', '{"memberId":""}', '{"memberId":7}'])(
    '기록이 없거나 읽을 수 없으면(%s) null',
    (raw) => {
      expect(loginMemberIdOf(raw)).toBeNull();
    },
  );
});

describe('isCiOfMember', () => {
  it('기록된 CI 의 회원이 그 회원이면 그의 CI', () => {
    expect(isCiOfMember('demo-general', { id: 'demo-general', individualCorpCode: 'INDIVIDUAL' })).toBe(true);
    expect(isCiOfMember('demo-corp', { id: 'demo-corp', individualCorpCode: 'GENERAL_CORPORATION' })).toBe(true);
  });

  it.each([
    ['다른 개인', { id: 'demo-kakao', individualCorpCode: 'INDIVIDUAL' }],
    ['법인', { id: 'demo-corp', individualCorpCode: 'GENERAL_CORPORATION' }],
    ['손님', { id: 'guest', individualCorpCode: null }],
    ['저장된 회원 없음', { id: null, individualCorpCode: null }],
  ])('기록된 CI 의 회원이 아닌 %s 에게는 아니다', (_title, member) => {
    expect(isCiOfMember('demo-general', member)).toBe(false);
  });

  it('기록이 없던 기기의 CI 는 개인의 것으로 보되 법인에게는 빌려주지 않는다', () => {
    expect(isCiOfMember(null, { id: 'demo-general', individualCorpCode: 'INDIVIDUAL' })).toBe(true);
    expect(isCiOfMember(null, { id: 'demo-general', individualCorpCode: null })).toBe(true);
    expect(isCiOfMember(null, { id: 'demo-corp', individualCorpCode: 'GENERAL_CORPORATION' })).toBe(false);
    expect(isCiOfMember(null, { id: 'demo-corp-pro', individualCorpCode: 'CORPORATE' })).toBe(false);
  });
});

describe('readStoredCiOf', () => {
  const device = () =>
    createMemoryPersistence({
      [STORAGE_KEYS.ci]: 'demo-ci-demo-general',
      [STORAGE_KEYS.loginMember]: '{"memberId":"demo-general","name":"김민준"}',
    });

  it('그 회원의 CI 면 기기의 CI', async () => {
    expect(await readStoredCiOf(device(), { id: 'demo-general', individualCorpCode: 'INDIVIDUAL' })).toBe('demo-ci-demo-general');
  });

  it('기기에 개인의 CI 가 남았어도 법인 세션에는 빈 값(세션의 회원을 묻는다)', async () => {
    expect(await readStoredCiOf(device(), { id: 'demo-corp-link', individualCorpCode: 'GENERAL_CORPORATION' })).toBe('');
  });

  it('기기에 CI 가 없으면 빈 값', async () => {
    expect(await readStoredCiOf(createMemoryPersistence(), { id: 'demo-general', individualCorpCode: 'INDIVIDUAL' })).toBe('');
  });
});
