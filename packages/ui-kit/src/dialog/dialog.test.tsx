// DOMPurify does not support happy-dom (it mis-sanitises there): dialogs render sanitised HTML, so jsdom.
// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DialogHost } from './dialog-host';
import { dismissTopDialog, isDialogAwaitingHost, openDialog, subscribeDialogs, withdrawDialogs, type DialogDefinition, type OpenDialogOptions } from './dialog-queue';

const logout: DialogDefinition = {
  name: 'LOGOUT',
  title: '로그아웃',
  contents: '로그아웃 하시겠어요?<script>window.__x = 1</script>',
  buttons: [
    { text: '취소', style: 'outline', response: false },
    { text: '로그아웃', style: 'primary', response: true },
  ],
};

function open(definition: DialogDefinition, options?: OpenDialogOptions): Promise<boolean> {
  let pending!: Promise<boolean>;
  act(() => {
    pending = openDialog(definition, options);
  });
  return pending;
}

function overlay(): HTMLElement {
  const element = document.querySelector<HTMLElement>('.jg-dialog-overlay');
  if (!element) throw new Error('no dialog overlay');
  return element;
}

describe('Dialog', () => {
  it('호스트가 올라오기 전에 연 대화상자는 호스트를 기다리고, 호스트가 올라오면 보이며 더는 기다리지 않는다', async () => {
    const heard: boolean[] = [];
    const stop = subscribeDialogs(() => heard.push(isDialogAwaitingHost()));
    const answer = open(logout);
    expect(isDialogAwaitingHost()).toBe(true);
    const { unmount } = render(<DialogHost />);
    expect(await screen.findByRole('dialog', { name: '로그아웃' })).toBeInTheDocument();
    expect(isDialogAwaitingHost()).toBe(false);
    expect(heard).toEqual([true, false]);
    unmount();
    expect(isDialogAwaitingHost()).toBe(true);
    act(() => {
      dismissTopDialog();
    });
    await expect(answer).resolves.toBe(false);
    expect(isDialogAwaitingHost()).toBe(false);
    stop();
  });

  it('누른 버튼의 response로 풀리고 닫힌다', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const answer = open(logout);
    const dialog = await screen.findByRole('dialog', { name: '로그아웃' });
    expect(dialog).toHaveAttribute('data-name', 'LOGOUT');
    expect(dialog).toHaveAccessibleDescription('로그아웃 하시겠어요?');
    expect(dialog.innerHTML).not.toContain('script');
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Escape는 false로 닫는다', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const answer = open(logout);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('notCloseOutsideClick이면 Escape로 닫히지 않고 버튼으로만 닫힌다', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const answer = open({ ...logout, notCloseOutsideClick: true });
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '취소' }));
    await expect(answer).resolves.toBe(false);
  });

  it('바깥을 누르면 false로 닫히고, notCloseOutsideClick이면 그대로다', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const locked = open({ ...logout, name: 'LOCKED', title: '잠긴 질문', notCloseOutsideClick: true });
    await screen.findByRole('dialog', { name: '잠긴 질문' });
    await user.click(overlay());
    expect(screen.getByRole('dialog', { name: '잠긴 질문' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    await expect(locked).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const answer = open(logout);
    await screen.findByRole('dialog', { name: '로그아웃' });
    await user.click(overlay());
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('dismissTopDialog는 보이는 대화상자를 false로 닫고, notCloseOutsideClick이면 남긴다', async () => {
    render(<DialogHost />);
    const locked = open({ ...logout, name: 'LOCKED', title: '잠긴 질문', notCloseOutsideClick: true });
    await screen.findByRole('dialog', { name: '잠긴 질문' });
    act(() => {
      expect(dismissTopDialog()).toBe('kept');
    });
    expect(screen.getByRole('dialog', { name: '잠긴 질문' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    await expect(locked).resolves.toBe(false);

    const answer = open(logout);
    await screen.findByRole('dialog', { name: '로그아웃' });
    act(() => {
      expect(dismissTopDialog()).toBe('dismissed');
    });
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('열리면 대화상자 안으로 초점이 가고, 닫히면 원래 자리로 돌아온다', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">열기</button>
        <DialogHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    const answer = open(logout);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole('button', { name: '취소' }));
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('닫히는 동안 화면이 초점을 옮겼으면 (답의 결과로) 원래 자리로 되돌리지 않는다', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">열기</button>
        <h2 tabIndex={-1}>결과</h2>
        <DialogHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    const answer = open(logout).then((confirmed) => {
      // The screen answers the confirmation by moving focus to what the answer brought.
      screen.getByRole('heading', { name: '결과' }).focus();
      return confirmed;
    });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '로그아웃' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('heading', { name: '결과' })).toHaveFocus();
  });

  it('여러 개를 열면 차례로 보여 준다', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const first = open(logout);
    const second = open({ ...logout, name: 'SECOND', title: '두 번째' });
    await screen.findByRole('dialog', { name: '로그아웃' });
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    await expect(first).resolves.toBe(true);
    await screen.findByRole('dialog', { name: '두 번째' });
    await user.click(screen.getByRole('button', { name: '취소' }));
    await expect(second).resolves.toBe(false);
  });

  it('signal 을 중단하면 보이던 대화상자도, 기다리던 대화상자도 false 로 거둬진다', async () => {
    render(<DialogHost />);
    const controller = new AbortController();
    const shown = open(logout, { signal: controller.signal });
    const queued = open({ ...logout, name: 'SECOND', title: '두 번째' }, { signal: controller.signal });
    await screen.findByRole('dialog', { name: '로그아웃' });
    act(() => controller.abort());
    await expect(shown).resolves.toBe(false);
    await expect(queued).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('withdrawDialogs 는 보이던 대화상자와 기다리던 대화상자를 false 로 거두고, 다음 대화상자는 그대로 열린다', async () => {
    render(<DialogHost />);
    const shown = open(logout);
    const queued = open({ ...logout, name: 'SECOND', title: '두 번째' });
    await screen.findByRole('dialog', { name: '로그아웃' });
    act(() => withdrawDialogs());
    await expect(shown).resolves.toBe(false);
    await expect(queued).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    void open({ ...logout, name: 'NEXT', title: '다음' });
    expect(await screen.findByRole('dialog', { name: '다음' })).toBeInTheDocument();
    act(() => withdrawDialogs());
  });

  it('이미 중단된 signal 이면 열지 않고 false', async () => {
    render(<DialogHost />);
    const controller = new AbortController();
    controller.abort();
    await expect(open(logout, { signal: controller.signal })).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('type-02, 이미지, subContent를 그리고 axe 위반이 없다', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const answer = open({
      ...logout,
      newType: 'type-02',
      img: '/welcome.png',
      subContent: '<b>고객센터</b> 1588-0000',
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-type', 'type-02');
    expect(dialog.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByText('고객센터').tagName).toBe('B');
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: '취소' }));
    await answer;
  });
});
