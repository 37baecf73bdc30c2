import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { constantFill, expectedLayouts, makeTestToken, slotOf } from '../../test/fixtures';
import { type KeypadResult } from '../keypad/create-secure-keypad';
import { SecureKeypad } from './secure-keypad';

const fill = constantFill(0x2a);

async function renderPinPad(props: { maxLength?: number; onCancel?: () => void } = {}) {
  const { token } = await makeTestToken();
  const onFinish = vi.fn<(result: KeypadResult) => void>();
  render(<SecureKeypad token={token} label="PIN을 입력해주세요" onFinish={onFinish} getRandomValues={fill} {...props} />);
  const group = await screen.findByRole('group', { name: '키 배열' });
  const keys = within(group).getAllByRole('button');
  const [layout] = await expectedLayouts(token, 'pin', 0x2a);
  const keyFor = (digit: string) => keys[slotOf(layout, digit)] as HTMLElement;
  return { token, onFinish, keys, layout, keyFor };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SecureKeypad (PIN)', () => {
  it('12칸 키, 재배열/전체 삭제/지우기, 진행 상태를 고유어로 알린다', async () => {
    const { keys } = await renderPinPad();
    expect(keys).toHaveLength(12);
    expect(screen.getByRole('button', { name: '재배열' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '전체 삭제' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '지우기' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('여덟 자리 중 아직 입력하지 않았어요');
  });

  it('입력한 숫자는 DOM 어디에도 없다 (마스킹된 점과 개수만)', async () => {
    const user = userEvent.setup();
    const { keyFor } = await renderPinPad();
    for (const digit of '2580') await user.click(keyFor(digit));
    expect(screen.getByRole('status').textContent).toBe('여덟 자리 중 네 자리 입력했어요');
    expect(document.querySelectorAll('.jk-keypad__dot[data-filled]')).toHaveLength(4);
    expect(document.body.textContent).not.toMatch(/[0-9]/);
    expect(document.body.innerHTML).not.toContain('2580');
  });

  it('빈 키는 눌러도 입력되지 않는다', async () => {
    const user = userEvent.setup();
    const { keys, layout } = await renderPinPad();
    const blank = keys[layout?.indexOf(null) ?? -1] as HTMLElement;
    expect(blank.getAttribute('aria-label')).toBe('빈 키');
    await user.click(blank);
    expect(screen.getByRole('status').textContent).toBe('여덟 자리 중 아직 입력하지 않았어요');
  });

  it('지우기는 하나, 전체 삭제는 모두', async () => {
    const user = userEvent.setup();
    const { keyFor } = await renderPinPad();
    for (const digit of '123') await user.click(keyFor(digit));
    await user.click(screen.getByRole('button', { name: '지우기' }));
    expect(screen.getByRole('status').textContent).toBe('여덟 자리 중 두 자리 입력했어요');
    const clear = screen.getByRole('button', { name: '전체 삭제' });
    await user.click(clear);
    expect(screen.getByRole('status').textContent).toBe('여덟 자리 중 아직 입력하지 않았어요');
    // Nothing left to erase: both are marked unavailable, and the pressed one keeps focus.
    expect(clear.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: '지우기' }).getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(clear);
    await user.click(screen.getByRole('button', { name: '지우기' }));
    expect(screen.getByRole('status').textContent).toBe('여덟 자리 중 아직 입력하지 않았어요');
  });

  it('길이에 도달하면 onFinish(토큰, 암호문) 후 닫힌다', async () => {
    const user = userEvent.setup();
    const { keyFor, onFinish, token } = await renderPinPad({ maxLength: 4 });
    for (const digit of '1357') await user.click(keyFor(digit));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]?.[0].token).toBe(token.token);
    expect(onFinish.mock.calls[0]?.[0].encrypted).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(screen.getByRole('status').textContent).toBe('보안 키패드가 닫혀 있어요');
  });

  it('키보드만으로: 방향키로 이동, Enter로 입력, Backspace로 지우기, Escape로 닫기', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { keys, layout } = await renderPinPad({ onCancel });
    await waitFor(() => expect(document.activeElement).toBe(keys[0]));
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(keys[4]);
    await user.keyboard('{Enter}');
    const expected = layout?.[4] === null ? '여덟 자리 중 아직 입력하지 않았어요' : '여덟 자리 중 한 자리 입력했어요';
    expect(screen.getByRole('status').textContent).toBe(expected);
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('status').textContent).toBe('여덟 자리 중 아직 입력하지 않았어요');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('음성 안내를 켜면 키 이름을 한국어로 읽는다 (배열이 노출되는 트레이드오프)', async () => {
    const user = userEvent.setup();
    const { keyFor } = await renderPinPad();
    expect(keyFor('7').getAttribute('aria-label')).toMatch(/^보안 키, .+ 줄 .+ 칸$/);
    await user.click(screen.getByRole('button', { name: '음성 안내' }));
    expect(screen.getByRole('button', { name: '음성 안내' }).getAttribute('aria-pressed')).toBe('true');
    expect(keyFor('7').getAttribute('aria-label')).toBe('숫자 7');
  });

  it('재배열 후에도 입력 개수는 유지된다', async () => {
    const user = userEvent.setup();
    const { keyFor, keys, token } = await renderPinPad();
    await user.click(keyFor('5'));
    // The spoken mode names each key, so the test can see when the new layout is drawn: the
    // shuffle derives it asynchronously, and the count only means something once it has landed.
    await user.click(screen.getByRole('button', { name: '음성 안내' }));
    const [shuffled] = await expectedLayouts(token, 'pin', 0x2a, 1);
    const spoken = (layout: readonly (string | null)[] | undefined) => layout?.map((key) => (key === null ? '빈 키' : `숫자 ${key}`));
    const drawn = () => keys.map((key) => key.getAttribute('aria-label'));
    // The wait below would prove nothing if the shuffle drew the layout already shown.
    expect(drawn()).not.toEqual(spoken(shuffled));
    await user.click(screen.getByRole('button', { name: '재배열' }));
    await waitFor(() => expect(drawn()).toEqual(spoken(shuffled)));
    expect(screen.getByRole('region', { name: 'PIN을 입력해주세요' }).getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('여덟 자리 중 한 자리 입력했어요');
  });

  it('axe 접근성 검사 위반 없음', async () => {
    await renderPinPad();
    const results = await act(() => axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } }));
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('SecureKeypad (전체 키보드)', () => {
  it('41칸, 대문자/특수문자 전환, 입력 완료', async () => {
    const user = userEvent.setup();
    const { token } = await makeTestToken();
    const onFinish = vi.fn<(result: KeypadResult) => void>();
    render(<SecureKeypad token={token} kind="keyboard" onFinish={onFinish} getRandomValues={fill} />);
    const group = await screen.findByRole('group', { name: '키 배열' });
    expect(within(group).getAllByRole('button')).toHaveLength(41);
    // Nothing typed yet: 입력 완료 is marked unavailable and a press finishes nothing.
    const finish = screen.getByRole('button', { name: '입력 완료' });
    expect(finish.getAttribute('aria-disabled')).toBe('true');
    await user.click(finish);
    expect(onFinish).not.toHaveBeenCalled();
    const layouts = await expectedLayouts(token, 'keyboard', 0x2a);
    await user.click(within(group).getAllByRole('button')[slotOf(layouts[0], 'k')] as HTMLElement);
    await user.click(screen.getByRole('button', { name: '대문자' }));
    expect(screen.getByRole('button', { name: '대문자' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(group).getAllByRole('button')[slotOf(layouts[1], 'K')] as HTMLElement);
    await user.click(screen.getByRole('button', { name: '특수문자' }));
    expect((screen.getByRole('button', { name: '대문자' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '영문' }));
    await user.click(screen.getByRole('button', { name: '입력 완료' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  });
});
