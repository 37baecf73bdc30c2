import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serveLiveSandboxPerFile } from '../../test/live-sandbox';
import { renderMemberMarketDetail } from '../../test/member-market-detail';

// A file of its own: the order sheet's and the building information's chunks, once loaded, stay
// loaded for every test of a file. Each import fails while `offline` holds.
const chunks = vi.hoisted(() => ({ offline: true }));
function loadUnlessOffline<T>(load: () => Promise<T>): Promise<T> {
  return chunks.offline ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : load();
}
vi.mock('../order-sheet/order-sheet', (importOriginal) => loadUnlessOffline(importOriginal));
vi.mock('./building-info', (importOriginal) => loadUnlessOffline(importOriginal));

const perFile = serveLiveSandboxPerFile('2025-03-04T10:00:00+09:00');

describe('MarketDetailScreen, when a part of it cannot be loaded', () => {
  it('주문 시트를 불러오지 못하면 알리고 화면은 그대로, 다시 누르면 연다; 건물 정보는 그 탭 안에서만 알린다', async () => {
    // React reports the load's failure its boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderMemberMarketDetail(perFile);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: '매수' }));
    expect(await screen.findByText('주문 화면을 불러오지 못했어요. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '매수 주문' })).toBeNull();
    expect(screen.getByRole('table', { name: '호가' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '건물 정보' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('건물 정보를 불러오지 못했어요.');
    expect(screen.getByRole('tab', { name: '호가' })).toBeInTheDocument();

    chunks.offline = false;
    await user.click(within(panel).getByRole('button', { name: '다시 시도하기' }));
    expect(await within(panel).findByRole('region', { name: '건물 정보' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '매수' }));
    const sheet = await screen.findByRole('dialog', { name: '매수 주문' });
    expect(within(sheet).getByLabelText('주문 수량', { exact: true })).toBeInTheDocument();
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '매수하기' })).toBeEnabled());
    vi.mocked(console.error).mockRestore();
  });
});
