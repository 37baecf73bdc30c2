import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveLiveSandboxPerFile } from '../../test/live-sandbox';
import { renderMemberMarketDetail } from '../../test/member-market-detail';

const perFile = serveLiveSandboxPerFile('2025-03-04T10:00:00+09:00');

/** The text of every polite live region, as a screen reader hears their changes. */
function spoken(): string[] {
  return [...document.querySelectorAll('[aria-live="polite"]')].map((region) => region.textContent ?? '');
}

describe('주문 시트의 − / + 와 최대', () => {
  it('바꾼 가격과 수량을 화면 읽기 프로그램에 알린다 (초점은 버튼에 있어 칸의 새 값은 읽히지 않는다)', async () => {
    const live = await renderMemberMarketDetail(perFile);
    await waitFor(() => expect(live.client.state.quotes.JG0001).toBeDefined());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '매수' }));
    const sheet = await screen.findByRole('dialog', { name: '매수 주문' });
    expect(within(sheet).getByLabelText('주문 가격')).toHaveValue('5,440');

    await user.click(within(sheet).getByRole('button', { name: '주문 가격 한 호가 올리기' }));
    expect(spoken()).toContain('5,450원');
    expect(within(sheet).getByLabelText('주문 가격')).toHaveAccessibleDescription('호가 단위 10원');

    await user.click(within(sheet).getByRole('button', { name: '주문 수량 늘리기' }));
    expect(spoken()).toContain('1주');

    await user.click(await within(sheet).findByRole('button', { name: '최대' }));
    const max = Number((within(sheet).getByLabelText('주문 수량') as HTMLInputElement).value);
    expect(max).toBeGreaterThan(1);
    expect(spoken()).toContain(`${max.toLocaleString('ko-KR')}주`);
    await user.click(within(sheet).getByRole('button', { name: '주문 수량 줄이기' }));
    expect(spoken()).toContain(`${(max - 1).toLocaleString('ko-KR')}주`);
  });
});
