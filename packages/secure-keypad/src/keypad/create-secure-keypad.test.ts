import { afterEach, describe, expect, it, vi } from 'vitest';
import { constantFill, expectedLayouts, makeTestToken, slotOf } from '../../test/fixtures';
import { fromBase64 } from '../crypto/base64';
import { createSecureKeypad, type KeypadResult } from './create-secure-keypad';

async function openPinPad(maxLength = 8) {
  const { token } = await makeTestToken();
  const results: KeypadResult[] = [];
  const keypad = createSecureKeypad({
    token,
    maxLength,
    onFinish: (result) => results.push(result),
    getRandomValues: constantFill(0x2a),
  });
  await keypad.open();
  const [layout] = await expectedLayouts(token, 'pin', 0x2a);
  return { keypad, layout, results, token };
}

afterEach(() => vi.restoreAllMocks());

describe('createSecureKeypad — 상태', () => {
  it('최대 길이는 1–16', async () => {
    const { token } = await makeTestToken();
    expect(() => createSecureKeypad({ token, maxLength: 17, onFinish: () => {} })).toThrow(RangeError);
    expect(() => createSecureKeypad({ token, maxLength: 0, onFinish: () => {} })).toThrow(RangeError);
  });

  it('닫힘에서 시작해 open() 후 열림, close() 후 닫힘', async () => {
    const { token } = await makeTestToken();
    const keypad = createSecureKeypad({ token, onFinish: () => {}, getRandomValues: constantFill(1) });
    expect(keypad.getSnapshot().status).toBe('closed');
    await keypad.open();
    expect(keypad.getSnapshot()).toMatchObject({ status: 'open', kind: 'pin', layer: null, filled: 0, maxLength: 8 });
    keypad.close();
    expect(keypad.getSnapshot().status).toBe('closed');
  });

  it('PIN 패드는 4줄 × 3칸, 빈 키 2개', async () => {
    const { keypad } = await openPinPad();
    const { rows } = keypad.getSnapshot();
    expect(rows.map((row) => row.length)).toEqual([3, 3, 3, 3]);
    expect(rows.flat().filter((key) => key.blank)).toHaveLength(2);
  });

  it('스냅숏에는 글자가 없다 (위치와 빈 키 여부만)', async () => {
    const { keypad, layout } = await openPinPad();
    keypad.press(slotOf(layout, '1'));
    expect(Object.keys(keypad.getSnapshot().rows[0]?.[0] ?? {})).toEqual(['slot', 'row', 'column', 'blank']);
    expect(JSON.stringify(keypad.getSnapshot())).not.toMatch(/"[0-9]"/);
  });
});

describe('createSecureKeypad — 입력', () => {
  it('빈 키는 입력되지 않는다', async () => {
    const { keypad, layout } = await openPinPad();
    const blank = layout?.indexOf(null) ?? -1;
    expect(keypad.press(blank)).toBe(false);
    expect(keypad.getSnapshot().filled).toBe(0);
  });

  it('지우기는 마지막 하나를, 전체 삭제는 모두 지운다', async () => {
    const { keypad, layout } = await openPinPad();
    for (const digit of '123') keypad.press(slotOf(layout, digit));
    expect(keypad.erase()).toBe(true);
    expect(keypad.getSnapshot().filled).toBe(2);
    expect(keypad.clear()).toBe(true);
    expect(keypad.getSnapshot().filled).toBe(0);
    expect(keypad.erase()).toBe(false);
  });

  it('길이에 도달하면 스스로 끝내고 토큰과 base64 결과를 넘긴다', async () => {
    const { keypad, layout, results, token } = await openPinPad(4);
    for (const digit of '2580') keypad.press(slotOf(layout, digit));
    await expect.poll(() => results).toHaveLength(1);
    expect(results[0]?.token).toBe(token.token);
    // 12-byte plaintext for length 4 → one AES block: 1 + 1 + 32 + 2 + 256 + 16 + 16 + 32
    expect(fromBase64(results[0]?.encrypted ?? '').length).toBe(356);
    expect(keypad.getSnapshot()).toMatchObject({ status: 'closed', filled: 0 });
  });

  it('길이 제한: 끝난 뒤의 입력은 받지 않는다', async () => {
    const { keypad, layout, results } = await openPinPad(2);
    expect(keypad.press(slotOf(layout, '1'))).toBe(true);
    expect(keypad.press(slotOf(layout, '2'))).toBe(true);
    expect(keypad.press(slotOf(layout, '3'))).toBe(false);
    await expect.poll(() => results).toHaveLength(1);
    expect(keypad.press(slotOf(layout, '4'))).toBe(false);
  });

  it('Math.random을 쓰지 않는다', async () => {
    const random = vi.spyOn(Math, 'random');
    const { keypad, layout, results } = await openPinPad(2);
    keypad.press(slotOf(layout, '1'));
    keypad.press(slotOf(layout, '2'));
    // Shuffling, sealing and handing over are done once the result arrives.
    await expect.poll(() => results).toHaveLength(1);
    expect(random).not.toHaveBeenCalled();
  });

  it('섞기는 세대를 올리고, 이미 입력한 것은 남긴다', async () => {
    const { keypad, layout, token } = await openPinPad();
    keypad.press(slotOf(layout, '9'));
    expect(await keypad.shuffle()).toBe(true);
    expect(keypad.getSnapshot()).toMatchObject({ generation: 1, filled: 1 });
    const [next] = await expectedLayouts(token, 'pin', 0x2a, 1);
    expect(next).not.toEqual(layout);
    expect(keypad.press(slotOf(next, '8'))).toBe(true);
    expect(keypad.getSnapshot().filled).toBe(2);
  });
});

describe('createSecureKeypad — 전체 키보드', () => {
  it('시프트는 소문자↔대문자, 특수 키는 기호 층, 기호 층에서 시프트는 무시', async () => {
    const { token } = await makeTestToken();
    const keypad = createSecureKeypad({ token, kind: 'keyboard', onFinish: () => {}, getRandomValues: constantFill(3) });
    await keypad.open();
    expect(keypad.getSnapshot().layer).toBe('lower');
    expect(keypad.getSnapshot().rows.map((row) => row.length)).toEqual([11, 11, 10, 9]);
    expect(keypad.toggleShift()).toBe(true);
    expect(keypad.getSnapshot().layer).toBe('upper');
    expect(keypad.toggleSymbols()).toBe(true);
    expect(keypad.getSnapshot().layer).toBe('symbols');
    expect(keypad.toggleShift()).toBe(false);
    expect(keypad.getSnapshot().rows.flat().filter((key) => key.blank)).toHaveLength(9);
  });

  it('완료 키: 최대 길이 전에도 끝낼 수 있고, 빈 입력은 끝낼 수 없다', async () => {
    const { token } = await makeTestToken();
    const results: KeypadResult[] = [];
    const keypad = createSecureKeypad({ token, kind: 'keyboard', onFinish: (r) => results.push(r), getRandomValues: constantFill(3) });
    await keypad.open();
    expect(await keypad.finish()).toBe(false);
    const layouts = await expectedLayouts(token, 'keyboard', 3);
    keypad.press(slotOf(layouts[0], 'q'));
    expect(await keypad.finish()).toBe(true);
    expect(results).toHaveLength(1);
  });

  it('화면낭독 모드에서만 키 이름을 말해준다', async () => {
    const { token } = await makeTestToken();
    const keypad = createSecureKeypad({ token, kind: 'keyboard', onFinish: () => {}, getRandomValues: constantFill(3) });
    await keypad.open();
    const layouts = await expectedLayouts(token, 'keyboard', 3);
    const slot = slotOf(layouts[0], 'q');
    expect(keypad.describeKey(slot)).toBeNull();
    keypad.setAccessible(true);
    expect(keypad.describeKey(slot)).toBe('소문자 q');
    expect(keypad.describeKey(layouts[0]?.indexOf(null) ?? -1)).toBe('빈 키');
  });
});

describe('createSecureKeypad — 오류', () => {
  it('공개키가 잘못되면 한국어 오류, 열리지 않는다', async () => {
    const { token } = await makeTestToken();
    const [prefix, id] = token.token.split('.');
    const keypad = createSecureKeypad({ token: { ...token, token: `${prefix}.${id}.AAAA` }, onFinish: () => {} });
    await keypad.open();
    expect(keypad.getSnapshot().status).toBe('closed');
    expect(keypad.getSnapshot().error?.message).toBe('보안 키패드를 준비하지 못했어요. 다시 시도해주세요.');
  });
});
