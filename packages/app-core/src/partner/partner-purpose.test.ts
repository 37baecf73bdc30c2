import { createMemoryPersistence } from '../persistence/persistence-adapter';
import { describe, expect, it } from 'vitest';
import { readPartnerPurpose, writePartnerPurpose } from './partner-purpose';
import type { PartnerWebViewOpening } from './partner-web-view-url';

describe('partner purpose', () => {
  it('쓰고 읽는다', async () => {
    const persistence = createMemoryPersistence();
    await writePartnerPurpose(persistence, { purpose: 'PASSWORD_APPLY', subscriptionId: '12' });
    expect(await readPartnerPurpose(persistence)).toEqual({ purpose: 'PASSWORD_APPLY', subscriptionId: '12' });
  });
  it('주문 내용은 저장하지 않는다', async () => {
    const persistence = createMemoryPersistence();
    const opening: PartnerWebViewOpening = {
      purpose: 'PASSWORD_CANCEL',
      order: { transactionType: 'FRAC_CANCEL', productCode: 'KR5001', amount: 30_000, quantity: 6 },
    };
    await writePartnerPurpose(persistence, opening);
    expect(persistence.entries()).toEqual({ 'jogak:web-view-purpose': '{"purpose":"PASSWORD_CANCEL"}' });
  });
  it('문자열 목적도 읽는다', async () => {
    const persistence = createMemoryPersistence({ 'jogak:web-view-purpose': 'CREATE_ACCOUNT' });
    expect(await readPartnerPurpose(persistence)).toEqual({ purpose: 'CREATE_ACCOUNT' });
  });
  it('없거나 깨졌으면 undefined', async () => {
    expect(await readPartnerPurpose(createMemoryPersistence())).toBeUndefined();
    expect(await readPartnerPurpose(createMemoryPersistence({ 'jogak:web-view-purpose': '{oops' }))).toBeUndefined();
    expect(await readPartnerPurpose(createMemoryPersistence({ 'jogak:web-view-purpose': '{"purpose":"X"}' }))).toBeUndefined();
  });
});
