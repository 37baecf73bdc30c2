import { createMemoryPersistence, nextUserType, resetUser, userStore } from '@jogak/app-core';
import type * as AppCore from '@jogak/app-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runShellActions, type ShellEffects } from './run-shell-actions';

// app-core's transition table is swapped for a spy: the account step must ask it (ACCOUNT_LINKED)
// rather than write a 102 → 200 of its own that could drift from start-up's routing.
vi.mock('@jogak/app-core', async (importOriginal) => {
  const actual = await importOriginal<typeof AppCore>();
  return { ...actual, nextUserType: vi.fn(actual.nextUserType) };
});

const transition = vi.mocked(nextUserType);

/** Only what the account actions touch; the rest fails loudly if an action reaches for it. */
function accountEffects(): ShellEffects {
  const unused = () => {
    throw new Error('이 테스트에서 쓰지 않는 효과예요.');
  };
  return {
    persistence: createMemoryPersistence(),
    navigate: unused,
    openHref: unused,
    back: unused,
    logout: unused,
    recheckKakaoSignIn: unused,
    reconnectRealtime: unused,
    emitMarketForeground: unused,
    exitApp: unused,
    restartAccountFlow: unused,
    reportAccountOpened: unused,
    reportAccountLinked: async () => undefined,
    toast: unused,
    askUpdate: unused,
    confirmNetworkChange: unused,
    recordPause: unused,
    recordOsVersion: unused,
  };
}

beforeEach(() => {
  transition.mockReset();
  resetUser();
});

describe('계좌 개설·연동 뒤의 사용자 유형', () => {
  it.each([
    ['store-linked-account', { type: 'store-linked-account', accountNo: '70101000' }],
    ['report-account-linked', { type: 'report-account-linked' }],
  ] as const)('%s 는 app-core 표의 ACCOUNT_LINKED 가 주는 유형이 된다', async (_, action) => {
    userStore.userType = '102';
    transition.mockReturnValueOnce('000');
    const errors: unknown[] = [];
    await runShellActions([action], accountEffects(), (error) => errors.push(error));
    expect(errors).toEqual([]);
    expect(transition).toHaveBeenCalledWith('102', { type: 'ACCOUNT_LINKED' });
    expect(userStore.userType).toBe('000');
  });
});
