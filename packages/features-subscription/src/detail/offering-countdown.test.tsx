import type { GateUser } from '@jogak/app-core';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { act, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@jogak/feature-testing';
import { SubscriptionDetailScreen } from './subscription-detail-screen';

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
beforeAll(() => sandbox.listen());
afterEach(() => {
  // The test moves the sandbox's clock; the seed is rebuilt for the clock's day, so it goes back first.
  sandbox.state.clock.set(NOW);
  sandbox.reset();
});
afterAll(() => sandbox.close());

// Only the clock and the countdown's interval are fake: the sandbox's answers and Testing
// Library's waits keep real timeouts.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const LINKED_MEMBER: GateUser = { userType: '200', investPersonUniqueNo: 'P0001', allianceAccountNoRegisterYn: 'Y' };

describe('OfferingCountdown', () => {
  it('마감 시각이 되면 공모를 다시 받아, 상태는 청약 마감이 되고 청약하기는 잠긴다', async () => {
    // 홍대 와우산로 스테이 (110) ends on 4 March: one second before its close, device and server agree.
    const lastSecond = '2025-03-04T23:59:59+09:00';
    vi.setSystemTime(new Date(lastSecond));
    sandbox.state.clock.set(lastSecond);
    renderScreen(<SubscriptionDetailScreen id={110} user={LINKED_MEMBER} onGate={vi.fn()} />);
    expect(await screen.findByTestId('countdown')).toHaveTextContent(/^00:00:00$/);
    expect(screen.getByRole('banner')).toHaveTextContent(/^청약 중/);
    expect(screen.getByRole('button', { name: '청약하기' })).toBeEnabled();

    // Seoul midnight: the server has closed the offering; the countdown's next tick reaches its end.
    sandbox.state.clock.set('2025-03-05T00:00:00+09:00');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });

    expect(await screen.findByRole('button', { name: '청약이 마감되었어요' })).toBeDisabled();
    expect(screen.getByRole('banner')).toHaveTextContent(/^청약 마감/); // the state, not the countdown's 청약 마감까지
    expect(screen.queryByRole('button', { name: '청약하기' })).not.toBeInTheDocument();
  });
});
