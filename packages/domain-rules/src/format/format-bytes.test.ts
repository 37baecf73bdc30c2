import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Any size, half of them just under a step of 1024, where rounding reaches the next unit. */
const sizes = fc.oneof(
  fc.double({ min: 0, max: Number.MAX_SAFE_INTEGER, noNaN: true }),
  fc.integer({ min: 1, max: 4 }).chain((step) => fc.double({ min: 1024 ** step * 0.99999, max: 1024 ** step, noNaN: true })),
);

describe('formatBytes', () => {
  it.each([
    [0, '0.00 B'],
    [1_023, '1023.00 B'],
    [1_023.99, '1023.99 B'],
    [1_023.999, '1.00 KB'],
    [1_024, '1.00 KB'],
    [1_536, '1.50 KB'],
    [1_048_570, '1023.99 KB'],
    [1_048_575, '1.00 MB'],
    [1_048_576, '1.00 MB'],
    [5_347_737, '5.10 MB'],
    [1_073_741_823, '1.00 GB'],
    [1_073_741_824, '1.00 GB'],
    [1_099_511_627_775, '1.00 TB'],
    [1_099_511_627_776, '1.00 TB'],
    [1_125_899_906_842_624, '1024.00 TB'],
  ])('%d바이트 → %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });

  it('반올림한 값이 1024에 닿으면 다음 단위로 읽고, 어느 단위든 보이는 값은 실제 크기와 반올림만큼만 다르다', () => {
    fc.assert(
      fc.property(sizes, (bytes) => {
        const [digits = '', unit = ''] = formatBytes(bytes).split(' ');
        expect(digits).toMatch(/^\d+\.\d{2}$/);
        const step = UNITS.indexOf(unit);
        expect(step).toBeGreaterThanOrEqual(0);
        const shown = Number(digits);
        if (unit !== 'TB') expect(shown).toBeLessThan(1024);
        if (unit !== 'B') expect(shown).toBeGreaterThanOrEqual(1);
        expect(Math.abs(shown - bytes / 1024 ** step)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it.each([-1, Number.NaN])('%d는 한국어 오류', (bytes) => {
    expect(() => formatBytes(bytes)).toThrow(`파일 크기가 올바르지 않습니다: ${bytes}`);
  });
});
