import { describe, expect, it } from 'vitest';
import { scrollPlanFor } from './scroll-plan';

const disclosure = (id: string) => ({ routeId: '/_main/subscription/$id/disclosure/$disclosureId', params: { id, disclosureId: '3' } });
const detail = (id: string) => ({ routeId: '/_main/subscription/$id', params: { id } });

describe('scrollPlanFor', () => {
  it('공시 상세에서 같은 청약 상세로 돌아오면 300ms 뒤 맨 아래로', () => {
    expect(scrollPlanFor(disclosure('7'), detail('7'))).toEqual({ kind: 'bottom', delayMs: 300 });
  });
  it('다른 청약 상세로 가면 맨 위로', () => {
    expect(scrollPlanFor(disclosure('7'), detail('8'))).toEqual({ kind: 'top' });
  });
  it('그 밖의 이동은 맨 위로', () => {
    expect(scrollPlanFor({ routeId: '/_main/home', params: {} }, { routeId: '/_main/my', params: {} })).toEqual({ kind: 'top' });
    expect(scrollPlanFor(detail('7'), disclosure('7'))).toEqual({ kind: 'top' });
    expect(scrollPlanFor(undefined, detail('7'))).toEqual({ kind: 'top' });
  });
});
