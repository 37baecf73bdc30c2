import { STORAGE_KEYS, createMemoryPersistence, logout, resetUser, updateUser } from '@jogak/app-core';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyKycDraft, emptyKycSecrets } from '../kyc-form/kyc-draft';
import { discardKycProgress, keepKycSecrets, KYC_DRAFT_STORAGE_KEY, loadKycProgress, readKycSecrets, saveKycDraft, storedKycDraft } from './kyc-progress';

afterEach(() => {
  keepKycSecrets(emptyKycSecrets());
  resetUser();
});

describe('KYC 진행 상황', () => {
  it('저장한 적이 없으면 회원 정보로 채운 빈 양식', async () => {
    const loaded = await loadKycProgress(createMemoryPersistence(), { name: '한도윤', email: 'doyun.han@example.kr' });
    expect(loaded).toMatchObject({ resumed: false, secretsAskedAgain: false, draft: { step: 0, name: '한도윤', email: 'doyun.han@example.kr' } });
  });

  it('초안은 저장하고 주민등록번호는 기기에 쓰지 않는다', async () => {
    const storage = createMemoryPersistence();
    keepKycSecrets({ residentFront: '900101', residentBack: '1234560', accountImage: null });
    await saveKycDraft(storage, { ...emptyKycDraft({ name: '한도윤' }), step: 2, engLastName: 'HAN' });
    const stored = storage.entries()[KYC_DRAFT_STORAGE_KEY] ?? '';
    expect(JSON.parse(stored)).toMatchObject({ step: 2, engLastName: 'HAN', name: '한도윤' });
    expect(stored).not.toContain('900101');
    expect(stored).not.toContain('1234560');
    expect(await loadKycProgress(storage, {})).toMatchObject({ resumed: true, secretsAskedAgain: false, draft: { step: 2, engLastName: 'HAN' } });
  });

  it('다시 시작한 앱에서 계좌 단계였다면 신분증 단계부터 주민등록번호를 다시 묻는다', async () => {
    const storage = createMemoryPersistence({ [KYC_DRAFT_STORAGE_KEY]: storedKycDraft({ ...emptyKycDraft({ name: '한도윤' }), step: 4, accountBank: '090' }) });
    expect(await loadKycProgress(storage, {})).toMatchObject({ resumed: true, secretsAskedAgain: true, draft: { step: 3, accountBank: '090' } });
    keepKycSecrets({ residentFront: '900101', residentBack: '1234560', accountImage: null });
    expect(await loadKycProgress(storage, {})).toMatchObject({ secretsAskedAgain: false, draft: { step: 4 } });
  });

  it('신분증 단계에서 다시 시작해도 주민등록번호를 다시 묻는다고 알린다', async () => {
    const storage = createMemoryPersistence({ [KYC_DRAFT_STORAGE_KEY]: storedKycDraft({ ...emptyKycDraft(), step: 3 }) });
    expect(await loadKycProgress(storage, {})).toMatchObject({ resumed: true, secretsAskedAgain: true, draft: { step: 3 } });
    expect(await loadKycProgress(createMemoryPersistence({ [KYC_DRAFT_STORAGE_KEY]: storedKycDraft({ ...emptyKycDraft(), step: 2 }) }), {})).toMatchObject({ secretsAskedAgain: false, draft: { step: 2 } });
  });

  it('다른 회원이 남긴 초안과 비밀은 읽지 않고, 초안은 기기에서 지운다', async () => {
    const storage = createMemoryPersistence();
    updateUser({ id: 'demo-kyc' });
    keepKycSecrets({ residentFront: '900101', residentBack: '1234560', accountImage: null });
    await saveKycDraft(storage, { ...emptyKycDraft({ name: '한도윤' }), step: 4, accountNumber: '110123456789' });
    updateUser({ id: 'demo-other' });
    const loaded = await loadKycProgress(storage, { name: '이서연' });
    expect(loaded).toMatchObject({ resumed: false, draft: { step: 0, name: '이서연', accountNumber: '' } });
    expect(loaded.secrets).toEqual(emptyKycSecrets());
    expect(readKycSecrets()).toEqual(emptyKycSecrets());
    expect(storage.entries()).toEqual({});
  });

  it('회원이 적히지 않은 초안도 읽지 않는다', async () => {
    const storage = createMemoryPersistence({ [KYC_DRAFT_STORAGE_KEY]: JSON.stringify({ ...emptyKycDraft({ name: '한도윤' }), step: 2 }) });
    expect(await loadKycProgress(storage, {})).toMatchObject({ resumed: false, draft: { step: 0 } });
    expect(storage.entries()).toEqual({});
  });

  it('읽을 수 없는 초안은 없는 것으로', async () => {
    expect((await loadKycProgress(createMemoryPersistence({ [KYC_DRAFT_STORAGE_KEY]: '{broken' }), {})).resumed).toBe(false);
    expect((await loadKycProgress(createMemoryPersistence({ [KYC_DRAFT_STORAGE_KEY]: '{"step":9}' }), {})).resumed).toBe(false);
  });

  it('초안은 app-core 의 키라서, 모든 키를 지우는 네트워크 변경과 로그아웃이 함께 지운다', async () => {
    expect(Object.values(STORAGE_KEYS)).toContain(KYC_DRAFT_STORAGE_KEY);
    updateUser({ id: 'demo-kyc' });
    const storage = createMemoryPersistence();
    await saveKycDraft(storage, { ...emptyKycDraft({ name: '한도윤' }), step: 2, engLastName: 'HAN', accountNumber: '110123456789' });
    await logout({ persistence: storage, invalidatePin: () => undefined, navigate: () => undefined });
    // The same member signing in again starts from an empty form.
    updateUser({ id: 'demo-kyc' });
    expect(await loadKycProgress(storage, {})).toMatchObject({ resumed: false, draft: { step: 0, engLastName: '', accountNumber: '' } });
  });

  it('버리면 초안과 메모리의 비밀이 모두 사라진다', async () => {
    const storage = createMemoryPersistence({ [KYC_DRAFT_STORAGE_KEY]: storedKycDraft(emptyKycDraft()) });
    keepKycSecrets({ residentFront: '900101', residentBack: '1234560', accountImage: null });
    await discardKycProgress(storage);
    expect(storage.entries()).toEqual({});
    expect(readKycSecrets()).toEqual(emptyKycSecrets());
  });
});
