import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerOpenSheet } from '../bottom-sheet/sheet-stack';
import {
  answerDialog,
  dismissTopDialog,
  getDialogs,
  hasDismissibleDialog,
  openDialog,
  removeDialog,
  withdrawDialogs,
  type DialogDefinition,
} from './dialog-queue';

const logout: DialogDefinition = {
  name: 'LOGOUT',
  title: '로그아웃',
  contents: '로그아웃 하시겠어요?',
  buttons: [
    { text: '취소', style: 'outline', response: false },
    { text: '로그아웃', style: 'primary', response: true },
  ],
};

const closeSheets: (() => void)[] = [];
/** An open sheet as `BottomSheet` registers it; taken off after the test. */
function openSheet(dismiss: () => void = () => undefined): () => void {
  const close = registerOpenSheet(dismiss);
  closeSheets.push(close);
  return close;
}

afterEach(() => {
  for (const dialog of getDialogs()) removeDialog(dialog.id);
  for (const close of closeSheets.splice(0)) close();
});

/** Resolves to what the promise settled with, or `'pending'` when it has not settled yet. */
async function settled(answer: Promise<boolean>): Promise<boolean | 'pending'> {
  return Promise.race([answer, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 0))]);
}

describe('openDialog: 같은 질문은 한 번', () => {
  it('답을 기다리는 대화상자와 같은 것(이름과 문구)을 또 열면 줄 세우지 않고 곧바로 false 로 답한다', async () => {
    const first = openDialog(logout);
    await expect(openDialog({ ...logout })).resolves.toBe(false);
    expect(getDialogs()).toHaveLength(1);
    // The same name with other words is another question: it queues.
    const other = openDialog({ ...logout, contents: '모든 기기에서 로그아웃 하시겠어요?' });
    expect(getDialogs()).toHaveLength(2);

    const [shown] = getDialogs();
    answerDialog(shown?.id ?? 0, true);
    await expect(first).resolves.toBe(true);
    // Answered (closing): asked again, it opens again.
    const again = openDialog(logout);
    expect(getDialogs().map(({ definition, answered }) => [definition.contents, answered])).toEqual([
      ['로그아웃 하시겠어요?', true],
      ['모든 기기에서 로그아웃 하시겠어요?', false],
      ['로그아웃 하시겠어요?', false],
    ]);
    expect(await settled(other)).toBe('pending');
    expect(await settled(again)).toBe('pending');
  });
});

describe('hasDismissibleDialog', () => {
  it('뒤로 가기가 닫을 수 있는 대화상자가 답을 기다릴 때만 참이다', () => {
    expect(hasDismissibleDialog()).toBe(false);
    void openDialog(logout);
    expect(hasDismissibleDialog()).toBe(true);
    const [shown] = getDialogs();
    if (shown) answerDialog(shown.id, true);
    // Answered and playing its closing transition: nothing waits any more.
    expect(hasDismissibleDialog()).toBe(false);
  });

  it('버튼으로만 닫히는(notCloseOutsideClick) 대화상자는 세지 않는다', () => {
    void openDialog({ ...logout, notCloseOutsideClick: true });
    expect(hasDismissibleDialog()).toBe(false);
  });
});

describe('dismissTopDialog', () => {
  it('열린 대화상자가 없으면 none 이고 아무것도 바꾸지 않는다', () => {
    expect(dismissTopDialog()).toBe('none');
    expect(getDialogs()).toEqual([]);
  });

  it('보이는 대화상자를 false 로 답하고 닫는다 (Escape 와 같다)', async () => {
    const answer = openDialog(logout);
    expect(dismissTopDialog()).toBe('dismissed');
    await expect(answer).resolves.toBe(false);
    expect(getDialogs()).toEqual([{ id: expect.any(Number) as number, definition: logout, answered: true }]);
    // Answered and playing its closing transition: nothing is left to dismiss.
    expect(dismissTopDialog()).toBe('none');
  });

  it('notCloseOutsideClick 이면 그대로 두고 kept, 버튼으로만 닫힌다', async () => {
    const locked = { ...logout, name: 'LOCKED', notCloseOutsideClick: true };
    const answer = openDialog(locked);
    expect(dismissTopDialog()).toBe('kept');
    expect(await settled(answer)).toBe('pending');
    expect(getDialogs()).toEqual([{ id: expect.any(Number) as number, definition: locked, answered: false }]);
    const [shown] = getDialogs();
    answerDialog(shown?.id ?? 0, true);
    await expect(answer).resolves.toBe(true);
  });

  it('차례를 기다리는 대화상자는 그대로 두고 맨 위 하나만 닫는다', async () => {
    const first = openDialog(logout);
    const second = openDialog({ ...logout, name: 'SECOND', title: '두 번째' });
    expect(dismissTopDialog()).toBe('dismissed');
    await expect(first).resolves.toBe(false);
    expect(await settled(second)).toBe('pending');
    expect(getDialogs().map(({ definition, answered }) => [definition.name, answered])).toEqual([
      ['LOGOUT', true],
      ['SECOND', false],
    ]);
  });

  it('앞의 대화상자가 닫히는 중이면 곧 보일 다음 대화상자가 맨 위다', async () => {
    const first = openDialog(logout);
    const second = openDialog({ ...logout, name: 'SECOND', title: '두 번째' });
    const [shown] = getDialogs();
    answerDialog(shown?.id ?? 0, true);
    await expect(first).resolves.toBe(true);
    expect(dismissTopDialog()).toBe('dismissed');
    await expect(second).resolves.toBe(false);
    expect(getDialogs().map(({ definition, answered }) => [definition.name, answered])).toEqual([
      ['LOGOUT', true],
      ['SECOND', true],
    ]);
  });

  it('signal 과 함께 연 대화상자도 닫고, 나중의 abort 는 아무것도 바꾸지 않는다', async () => {
    const controller = new AbortController();
    const answer = openDialog(logout, { signal: controller.signal });
    expect(dismissTopDialog()).toBe('dismissed');
    await expect(answer).resolves.toBe(false);
    controller.abort();
    expect(getDialogs().map(({ answered }) => answered)).toEqual([true]);
  });
});

describe('withdrawDialogs', () => {
  it('보이는 대화상자와 차례를 기다리는 대화상자를 모두 거두고, 기다리던 쪽은 false 를 받는다', async () => {
    const shown = openDialog(logout);
    const queued = openDialog({ ...logout, name: 'QUEUED', notCloseOutsideClick: true });
    withdrawDialogs();
    await expect(shown).resolves.toBe(false);
    await expect(queued).resolves.toBe(false);
    expect(getDialogs()).toEqual([]);
    expect(hasDismissibleDialog()).toBe(false);
  });

  it('닫히는 중인 대화상자의 답은 그대로 두고 화면에서 거둔다', async () => {
    const answered = openDialog(logout);
    const [shown] = getDialogs();
    answerDialog(shown?.id ?? 0, true);
    withdrawDialogs();
    await expect(answered).resolves.toBe(true);
    expect(getDialogs()).toEqual([]);
  });

  it('signal 과 함께 연 대화상자는 여는 쪽이 거두기 전까지 남는다', async () => {
    const controller = new AbortController();
    const owned = openDialog({ ...logout, name: 'OWNED' }, { signal: controller.signal });
    const plain = openDialog(logout);
    withdrawDialogs();
    await expect(plain).resolves.toBe(false);
    expect(await settled(owned)).toBe('pending');
    expect(getDialogs().map(({ definition, answered }) => [definition.name, answered])).toEqual([['OWNED', false]]);
    controller.abort();
    await expect(owned).resolves.toBe(false);
  });
});

describe('시트와 뒤로 가기', () => {
  it('열린 시트가 있으면 hasDismissibleDialog 가 참이고, 닫히면 다시 거짓이다', () => {
    const close = openSheet();
    expect(hasDismissibleDialog()).toBe(true);
    close();
    expect(hasDismissibleDialog()).toBe(false);
  });

  it('대화상자가 없으면 가장 나중에 연 시트 하나만 닫는다', () => {
    const first = vi.fn();
    const second = vi.fn();
    openSheet(first);
    const closeSecond = openSheet(second);
    expect(dismissTopDialog()).toBe('dismissed');
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
    // The sheet's owner closes it: it leaves the stack, and the next back closes the one under it.
    closeSecond();
    expect(dismissTopDialog()).toBe('dismissed');
    expect(first).toHaveBeenCalledOnce();
  });

  it('시트 위의 대화상자가 먼저 닫히고 시트는 그대로다', async () => {
    const sheet = vi.fn();
    openSheet(sheet);
    const answer = openDialog(logout);
    expect(dismissTopDialog()).toBe('dismissed');
    await expect(answer).resolves.toBe(false);
    expect(sheet).not.toHaveBeenCalled();
    // The dialog plays its closing transition: the next back is the sheet's.
    expect(dismissTopDialog()).toBe('dismissed');
    expect(sheet).toHaveBeenCalledOnce();
  });

  it('시트 위의 버튼으로만 닫히는 대화상자는 뒤로 가기를 받아 두고 아무것도 닫지 않는다', async () => {
    const sheet = vi.fn();
    openSheet(sheet);
    const answer = openDialog({ ...logout, notCloseOutsideClick: true });
    expect(hasDismissibleDialog()).toBe(true);
    expect(dismissTopDialog()).toBe('kept');
    expect(await settled(answer)).toBe('pending');
    expect(sheet).not.toHaveBeenCalled();
  });
});
