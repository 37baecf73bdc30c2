import { describe, expect, it } from 'vitest';
import { scrollPlanFor } from './scroll-plan';

describe('scrollPlanFor', () => {
  it('공시 상세에서 같은 청약 상세로 돌아오면 300ms 뒤 맨 아래로', () => {
    expect(scrollPlanFor('/subscription/7/disclosure/3', '/subscription/7')).toEqual({ kind: 'bottom', delayMs: 300 });
  });
  it('다른 청약 상세로 가면 맨 위로', () => {
    expect(scrollPlanFor('/subscription/7/disclosure/3', '/subscription/8')).toEqual({ kind: 'top' });
  });
  it('그 밖의 이동은 맨 위로', () => {
    expect(scrollPlanFor('/home', '/my')).toEqual({ kind: 'top' });
    expect(scrollPlanFor('/subscription/7', '/subscription/7/disclosure/3')).toEqual({ kind: 'top' });
    expect(scrollPlanFor(undefined, '/subscription/7')).toEqual({ kind: 'top' });
  });
});
