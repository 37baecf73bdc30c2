import { describe, expect, it } from 'vitest';
import { formatFloors } from './format-floors';

describe('formatFloors', () => {
  it('지하부터 지상까지 쓴다', () => {
    expect(formatFloors({ aboveGround: 20, belowGround: 6 })).toBe('지하 6층 / 지상 20층');
  });

  it('지하층이 없는 건물은 지하 0층이라 쓰지 않고 지상만 쓴다', () => {
    expect(formatFloors({ aboveGround: 3, belowGround: 0 })).toBe('지상 3층');
  });
});
