import { renderScreen } from '@jogak/feature-testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serveLiveSandboxPerFile, type LiveSandbox } from '../../test/live-sandbox';
import { MarketDetailScreen } from '../market-detail/market-detail-screen';
import { LIVE_INTERRUPTED_TEXT } from './live-feed-notice';

const { sandbox, startLive } = serveLiveSandboxPerFile('2025-03-04T10:00:00+09:00');
let live: LiveSandbox;

describe('LiveFeedNotice', () => {
  it('주문 시트가 열린 채 실시간 연결이 끊겨도, 시트가 가린 화면 밖에서 끊겼다고 알린다 (모달이 숨기는 영역에 들지 않는다)', async () => {
    const session = sandbox.state.login('demo-general');
    live = await startLive({ uid: session.memberId, token: session.token });
    renderScreen(
      <MarketDetailScreen
        stockCd="JG0001"
        loadLive={() => Promise.resolve(live.client)}
        user={{ userType: '200', investPersonUniqueNo: 'IP-1', allianceAccountNoRegisterYn: 'Y' }}
        onGate={vi.fn()}
        onDeposit={vi.fn()}
        subscribeToForeground={() => () => undefined}
      />,
      { token: session.token },
    );
    await screen.findByRole('heading', { name: '을지로 파인타워 1호' });
    await waitFor(() => expect(live.client.state.status).toBe('connected'));
    await userEvent.setup().click(screen.getByRole('button', { name: '매수' }));
    await screen.findByRole('dialog', { name: '매수 주문' });
    live.endpoint.kill();
    // Testing Library leaves out what aria-hidden hides, as a screen reader does.
    await waitFor(() => expect(screen.getByRole('status', { name: '실시간 시세 연결' })).toHaveTextContent(LIVE_INTERRUPTED_TEXT));
    expect(screen.getByRole('status', { name: '실시간 시세 연결' })).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('dialog', { name: '매수 주문' })).toBeInTheDocument();
  });
});
