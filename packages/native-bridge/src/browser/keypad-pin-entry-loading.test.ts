import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./keypad-pin-dialog');
  vi.resetModules();
});

describe('createKeypadPinEntry 의 키패드 불러오기', () => {
  it('키패드를 불러오지 못하면 rejected 로 알리고, 다음 요청에서 다시 불러온다', async () => {
    let available = false;
    const enterPinOnKeypad = vi.fn(async () => ({ token: 'keypad-token', encrypted: 'c2VhbGVk' }));
    vi.doMock('./keypad-pin-dialog', () => {
      if (!available) throw new Error('chunk load failed');
      return { enterPinOnKeypad };
    });
    const { createKeypadPinEntry } = await import('./keypad-pin-entry');
    const enterPin = createKeypadPinEntry({ maxLength: 6 });

    await expect(enterPin({ owner: 'individual', purpose: 'verify' })).rejects.toMatchObject({
      kind: 'rejected',
      command: 'pin.verify',
      message: '보안 키패드를 불러오지 못했어요. 잠시 후 다시 시도해주세요.',
    });

    available = true;
    vi.resetModules();
    await expect(enterPin({ owner: 'corporate', purpose: 'set' })).resolves.toEqual({ token: 'keypad-token', encrypted: 'c2VhbGVk' });
    expect(enterPinOnKeypad).toHaveBeenCalledWith({ owner: 'corporate', purpose: 'set' }, { maxLength: 6 });
  });
});
