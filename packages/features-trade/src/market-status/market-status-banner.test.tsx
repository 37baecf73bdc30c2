import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveLiveSandboxPerFile } from '../../test/live-sandbox';
import { renderMemberMarketDetail } from '../../test/member-market-detail';

const perFile = serveLiveSandboxPerFile('2025-03-04T15:59:30+09:00');

/** The stock's screen for a member with a linked account, with the buy sheet open. */
async function openBuySheet() {
  const live = await renderMemberMarketDetail(perFile);
  await waitFor(() => expect(live.client.state.quotes.JG0001).toBeDefined());
  await userEvent.setup().click(screen.getByRole('button', { name: '매수' }));
  return screen.findByRole('dialog', { name: '매수 주문' });
}

describe('MarketStatusBanner', () => {
  it('주문 시트가 열린 채 장이 닫혀도, 시트가 가린 화면 밖에서 장 마감을 알린다 (모달이 숨기는 영역에 들지 않는다)', async () => {
    await openBuySheet();
    expect(screen.getByRole('status', { name: '장 운영 상태' })).toHaveTextContent('거래 중');
    perFile.sandbox.state.clock.set('2025-03-04T16:00:05+09:00');
    perFile.sandbox.state.sync();
    // Testing Library leaves out what aria-hidden hides, as a screen reader does.
    await waitFor(() => expect(screen.getByRole('status', { name: '장 운영 상태' })).toHaveTextContent('장 마감지금은 거래 시간이 아니에요.'));
    expect(screen.getByRole('status', { name: '장 운영 상태' })).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('dialog', { name: '매수 주문' })).toBeInTheDocument();
  });
});
