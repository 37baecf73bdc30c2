import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../styles.css';
import { BottomSheet } from '../bottom-sheet/bottom-sheet';
import { Button } from '../button/button';
import { DialogHost } from '../dialog/dialog-host';
import { openDialog } from '../dialog/dialog-queue';
import { FOCUS_SETTLE_MS, keepFocusOnPage } from './keep-focus-on-page';

const pastSettling = () => new Promise((resolve) => setTimeout(resolve, FOCUS_SETTLE_MS * 3));

let stop: () => void = () => undefined;
beforeEach(() => {
  stop = keepFocusOnPage(document);
});
afterEach(() => stop());

const CONFIRM = {
  name: 'UNSUITABLE_CONFIRM',
  title: '부적합 거래 확인',
  contents: '투자 성향에 맞지 않는 상품이에요.',
  buttons: [
    { text: '취소', style: 'outline' as const, response: false },
    { text: '확인하고 매수', style: 'primary' as const, response: true },
  ],
};

/**
 * An order sheet as the market screen draws it: mounted only while open (so it leaves at once,
 * without its own closing slide), a buy asking a confirmation first, and the sheet closing as soon
 * as the order is placed, while the answered confirmation still plays its closing fade.
 */
function Market({ keepsSheetMounted = false }: { keepsSheetMounted?: boolean }) {
  const [side, setSide] = useState<'매수' | '매도' | null>(null);
  const place = async () => {
    if (side === '매수' && !(await openDialog(CONFIRM))) return;
    setSide(null);
  };
  const sheet = (
    <BottomSheet
      open={side !== null}
      onOpenChange={(open) => !open && setSide(null)}
      title={`${side ?? ''} 주문`}
      footer={
        <Button status="primary" size="full" onClick={() => void place()}>
          {side}하기
        </Button>
      }
    >
      <p>주문 수량 1주</p>
    </BottomSheet>
  );
  return (
    <main>
      <h1>을지로 파인타워 1호</h1>
      <button type="button" onClick={() => setSide('매수')}>
        매수
      </button>
      <button type="button" onClick={() => setSide('매도')}>
        매도
      </button>
      {keepsSheetMounted || side !== null ? sheet : null}
      <DialogHost />
    </main>
  );
}

/** In real Chromium with ui-kit's styles: the sheet and the dialog play their 300 ms transitions. */
describe('useReturnFocus', () => {
  it.each([
    ['시트가 바로 사라질 때', false],
    ['시트도 닫히는 동안', true],
  ])('확인 창에 답하고 시트가 닫히면 포커스는 페이지 제목이 아니라 매수 버튼으로 돌아온다 (%s)', async (_, keepsSheetMounted) => {
    const user = userEvent.setup();
    render(<Market keepsSheetMounted={keepsSheetMounted} />);
    const opener = screen.getByRole('button', { name: '매수' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: '매수하기' }));
    await user.click(await screen.findByRole('button', { name: '확인하고 매수' }));
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    await expect.poll(() => document.activeElement).toBe(opener);
    await pastSettling();
    expect(opener).toHaveFocus();
  });

  it('확인 창 없이 주문하면 (매도) 시트가 닫히고 포커스는 매도 버튼으로 돌아온다', async () => {
    const user = userEvent.setup();
    render(<Market />);
    const opener = screen.getByRole('button', { name: '매도' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: '매도하기' }));
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    await expect.poll(() => document.activeElement).toBe(opener);
    await pastSettling();
    expect(opener).toHaveFocus();
  });

  it.each(['닫기', 'Escape'])('%s 로 시트를 닫으면 포커스는 연 버튼으로 돌아온다', async (how) => {
    const user = userEvent.setup();
    render(<Market keepsSheetMounted />);
    const opener = screen.getByRole('button', { name: '매수' });
    await user.click(opener);
    const close = await screen.findByRole('button', { name: '닫기' });
    if (how === 'Escape') await user.keyboard('{Escape}');
    else await user.click(close);
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    await expect.poll(() => document.activeElement).toBe(opener);
  });

  it('확인 창에서 취소하면 포커스는 시트의 매수하기 버튼으로 돌아오고 시트는 열려 있다', async () => {
    const user = userEvent.setup();
    render(<Market />);
    await user.click(screen.getByRole('button', { name: '매수' }));
    const send = await screen.findByRole('button', { name: '매수하기' });
    await user.click(send);
    await user.click(await screen.findByRole('button', { name: '취소' }));
    await expect.poll(() => document.activeElement).toBe(send);
    expect(screen.getByRole('dialog', { name: '매수 주문' })).toBeInTheDocument();
  });
});
