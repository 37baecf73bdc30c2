import { describe, expect, it } from 'vitest';
import { createDedupe } from './dedupe';

describe('createDedupe', () => {
  it('창 안의 같은 종류는 중복, 창이 지나면 다시 받는다', () => {
    let clock = 0;
    const isDuplicate = createDedupe(100, () => clock);
    expect(isDuplicate('foreground')).toBe(false);
    clock = 99;
    expect(isDuplicate('foreground')).toBe(true);
    clock = 100;
    expect(isDuplicate('foreground')).toBe(false);
  });

  it('창은 마지막으로 받은 시각부터 센다 (50ms 간격이면 하나 걸러 받는다)', () => {
    let clock = 0;
    const isDuplicate = createDedupe(100, () => clock);
    const accepted: number[] = [];
    for (clock = 0; clock <= 300; clock += 50) {
      if (!isDuplicate('event')) accepted.push(clock);
    }
    expect(accepted).toEqual([0, 100, 200, 300]);
  });

  it('종류가 다르면 서로 영향이 없다', () => {
    const isDuplicate = createDedupe(100, () => 0);
    expect(isDuplicate('background')).toBe(false);
    expect(isDuplicate('foreground')).toBe(false);
  });
});
