import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveLiveSandboxPerFile } from '../../test/live-sandbox';
import { renderMemberMarketDetail } from '../../test/member-market-detail';
import { LIVE_INTERRUPTED_TEXT } from './live-feed-notice';

const perFile = serveLiveSandboxPerFile('2025-03-04T10:00:00+09:00');

describe('LiveFeedNotice', () => {
  it('주문 시트가 열린 채 실시간 연결이 끊겨도, 시트가 가린 화면 밖에서 끊겼다고 알린다 (모달이 숨기는 영역에 들지 않는다)', async () => {
    const live = await renderMemberMarketDetail(perFile);
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
