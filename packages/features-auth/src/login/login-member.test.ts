import { STORAGE_KEYS, createMemoryPersistence } from '@jogak/app-core';
import { describe, expect, it } from 'vitest';
import { readLoginMember, rememberLoginMember } from './login-member';

describe('login member', () => {
  it('app-core 의 저장 키 아래에 있어, 저장 키를 모두 지우면(네트워크 변경) 기기에서 사라진다', async () => {
    const persistence = createMemoryPersistence({ [STORAGE_KEYS.ci]: 'demo-ci-demo-general' });
    await rememberLoginMember(persistence, { memberId: 'demo-general', name: '김민준' });
    expect(await readLoginMember(persistence)).toEqual({ memberId: 'demo-general', name: '김민준', ci: 'demo-ci-demo-general' });

    await Promise.all(Object.values(STORAGE_KEYS).map((key) => persistence.remove(key)));
    expect(persistence.entries()).toEqual({});
  });
});
