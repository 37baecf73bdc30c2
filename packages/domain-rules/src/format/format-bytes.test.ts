import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it.each([
    [0, '0.00 B'],
    [1_023, '1023.00 B'],
    [1_024, '1.00 KB'],
    [1_536, '1.50 KB'],
    [1_048_576, '1.00 MB'],
    [5_347_737, '5.10 MB'],
    [1_073_741_824, '1.00 GB'],
    [1_099_511_627_776, '1.00 TB'],
    [1_125_899_906_842_624, '1024.00 TB'],
  ])('%d바이트 → %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });

  it.each([-1, Number.NaN])('%d는 한국어 오류', (bytes) => {
    expect(() => formatBytes(bytes)).toThrow(`파일 크기가 올바르지 않습니다: ${bytes}`);
  });
});
