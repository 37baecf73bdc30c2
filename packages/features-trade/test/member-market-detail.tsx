import { renderScreen } from '@jogak/feature-testing';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { MarketDetailScreen } from '../src/market-detail/market-detail-screen';
import type { LiveSandbox, serveLiveSandboxPerFile } from './live-sandbox';

/** A member whose account is linked: the gate lets them order. */
export const LINKED_MEMBER = { userType: '200', investPersonUniqueNo: 'IP-1', allianceAccountNoRegisterYn: 'Y' } as const;

/**
 * /market/JG0001 for the sandbox's demo-general (linked, so 매수 / 매도 show), their live feed
 * started on the file's sandbox; resolves once the stock's heading shows.
 *
 * @example
 * const perFile = serveLiveSandboxPerFile('2025-03-04T10:00:00+09:00');
 * const live = await renderMemberMarketDetail(perFile);
 */
export async function renderMemberMarketDetail({ sandbox, startLive }: ReturnType<typeof serveLiveSandboxPerFile>): Promise<LiveSandbox> {
  const session = sandbox.state.login('demo-general');
  const live = await startLive({ uid: session.memberId, token: session.token });
  renderScreen(
    <MarketDetailScreen
      stockCd="JG0001"
      loadLive={() => Promise.resolve(live.client)}
      user={LINKED_MEMBER}
      onGate={vi.fn()}
      onDeposit={vi.fn()}
      subscribeToForeground={() => () => undefined}
    />,
    { token: session.token },
  );
  await screen.findByRole('heading', { name: '을지로 파인타워 1호' });
  return live;
}
