import { describe, expect, it } from 'vitest';
import { createMemoryPersistence, STORAGE_KEYS } from './persistence-adapter';

describe('createMemoryPersistence', () => {
  it('쓰고 읽고 지운다', async () => {
    const persistence = createMemoryPersistence({ a: '1' });
    await persistence.set('b', '2');
    await persistence.remove('a');
    expect([await persistence.get('a'), await persistence.get('b')]).toEqual([null, '2']);
    expect(persistence.entries()).toEqual({ b: '2' });
  });
});

describe('STORAGE_KEYS', () => {
  it('모든 키가 앱 접두사 아래에 있다', () => {
    expect(Object.values(STORAGE_KEYS).every((key) => key.startsWith('jogak:'))).toBe(true);
  });
});
