import { describe, expect, it } from 'vitest';
import { fisherYates, readBytes, uniformBelow, type ByteReader } from '../shuffle/fisher-yates';
import { arrangeKeyboardLayer, arrangePin } from './arrange';
import { PIN_DIGITS } from './character-sets';

/**
 * A long, uniform, reproducible byte stream: AES-256-CTR under a fixed key — the same primitive the
 * keypad and the server use for layouts. Reproducible so the measured statistic is stable.
 */
async function keystream(length: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new Uint8Array(32).fill(7), 'AES-CTR', false, ['encrypt']);
  const counter = new Uint8Array(16);
  return new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CTR', counter, length: 64 }, key, new Uint8Array(length)));
}

/** Pearson's chi-square of observed counts against one expected count. */
function chiSquare(observed: readonly number[], expected: number): number {
  return observed.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** Chi-square over digit × slot counts of `runs` PIN layouts (10 digits × 12 slots, 110 dof). */
function pinPositionChiSquare(runs: number, arrange: (next: ByteReader) => readonly (string | null)[], next: ByteReader) {
  const counts = new Map(PIN_DIGITS.map((digit) => [digit, new Array<number>(12).fill(0)]));
  for (let run = 0; run < runs; run += 1) {
    arrange(next).forEach((character, slot) => {
      const row = character === null ? undefined : counts.get(character);
      if (row) row[slot] = (row[slot] ?? 0) + 1;
    });
  }
  return [...counts.values()].reduce((sum, row) => sum + chiSquare(row, runs / 12), 0);
}

/** χ²(110) at p = 0.001. */
const CHI_SQUARE_110_P001 = 161.58;

describe('arrangePin', () => {
  it('12칸에 숫자 10개와 빈 키 2개를 모두 섞는다', () => {
    const slots = arrangePin(readBytes(new Uint8Array(64).fill(0)));
    expect(slots).toHaveLength(12);
    expect(slots.filter((slot) => slot === null)).toHaveLength(2);
    expect([...slots].filter((slot) => slot !== null).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('같은 바이트면 같은 배치 (서버가 재현할 수 있다)', () => {
    const bytes = new Uint8Array([5, 9, 200, 3, 77, 1, 0, 8, 6, 2, 4]);
    expect(arrangePin(readBytes(bytes))).toEqual(arrangePin(readBytes(bytes)));
    expect(arrangePin(readBytes(bytes))).toEqual(['7', '8', '5', '3', '9', null, '2', null, '4', '1', '0', '6']);
  });

  it('위치 편향 없음: 24,000번 섞은 숫자×칸 카이제곱이 임계값(χ²₁₁₀, p=0.001) 161.58 미만', async () => {
    const runs = 24_000;
    const statistic = pinPositionChiSquare(runs, arrangePin, readBytes(await keystream(runs * 16)));
    expect(statistic).toBeLessThan(CHI_SQUARE_110_P001);
  });

  it('검정력 확인: 모든 칸과 바꾸는 잘못된 셔플은 같은 검정에서 걸린다', async () => {
    const naive = (next: ByteReader) => {
      const slots: (string | null)[] = [...PIN_DIGITS, null, null];
      for (let i = 0; i < slots.length; i += 1) {
        const j = uniformBelow(next, slots.length);
        [slots[i], slots[j]] = [slots[j] ?? null, slots[i] ?? null];
      }
      return slots;
    };
    const runs = 24_000;
    const statistic = pinPositionChiSquare(runs, naive, readBytes(await keystream(runs * 16)));
    expect(statistic).toBeGreaterThan(CHI_SQUARE_110_P001);
  });
});

describe('arrangeKeyboardLayer', () => {
  it('각 층은 41칸이고 글자 순서는 유지된다 (INSERT)', () => {
    const next = readBytes(new Uint8Array(256).fill(3));
    const lower = arrangeKeyboardLayer('lower', next);
    expect(lower).toHaveLength(41);
    expect(lower.filter((slot) => slot !== null).join('')).toBe('1234567890qwertyuiopasdfghjklzxcvbnm');
    const symbols = arrangeKeyboardLayer('symbols', next);
    expect(symbols).toHaveLength(41);
    expect(symbols.filter((slot) => slot !== null).join('')).toBe('!@#$%^&*()-_=+[]{}\\|;:\'",.<>/?`~');
    expect(symbols.filter((slot) => slot === null)).toHaveLength(9);
  });

  it('빈 키 위치 편향 없음: 18,000번, 줄별 칸 카이제곱이 임계값(p=0.001) 미만', async () => {
    const runs = 18_000;
    const next = readBytes(await keystream(runs * 64));
    const blanks = new Array<number>(41).fill(0);
    for (let run = 0; run < runs; run += 1) {
      arrangeKeyboardLayer('lower', next).forEach((slot, index) => {
        if (slot === null) blanks[index] = (blanks[index] ?? 0) + 1;
      });
    }
    // Rows of 11, 11, 10, 9 slots with 1, 1, 1, 2 blanks: expected blanks per slot runs × k / slots.
    // Thresholds: χ²(10) 29.59, χ²(10) 29.59, χ²(9) 27.88, χ²(8) 26.12 at p = 0.001.
    expect(chiSquare(blanks.slice(0, 11), runs / 11)).toBeLessThan(29.59);
    expect(chiSquare(blanks.slice(11, 22), runs / 11)).toBeLessThan(29.59);
    expect(chiSquare(blanks.slice(22, 32), runs / 10)).toBeLessThan(27.88);
    expect(chiSquare(blanks.slice(32, 41), (runs * 2) / 9)).toBeLessThan(26.12);
  });

  it('fisherYates와 같은 바이트 순서를 쓴다 (줄마다 칸 번호를 섞는다)', () => {
    const bytes = new Uint8Array(256).fill(0);
    const order = fisherYates([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], readBytes(bytes));
    const lower = arrangeKeyboardLayer('lower', readBytes(bytes));
    expect(lower[order[0] ?? -1]).toBeNull();
  });
});
