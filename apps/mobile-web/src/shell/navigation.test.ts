import { describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '../router';
import { routerNavigation } from './navigation';

/** The router parts the shell's navigation reads: where the app stands, and its navigate. */
function routerAt(pathname: string) {
  const navigate = vi.fn(async () => undefined);
  // Only these two members are read; the whole router would need the app's services.
  const router = { state: { location: { pathname } }, navigate } as unknown as AppRouter;
  return { router, navigate };
}

const SUBS_END = { route: '/subscription/$id/subs-end', params: { id: '108' }, search: { transNo: 'T-1' } } as const;

describe('routerNavigation().navigate', () => {
  it('replace 를 받으면 지금 항목 자리에 연다 (청약 완료가 인증 단계 자리에)', async () => {
    const { router, navigate } = routerAt('/subscription/108/apply/certificate');
    await routerNavigation(() => router).navigate(SUBS_END, { replace: true });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({
      to: '/subscription/$id/subs-end',
      params: { id: '108' },
      search: { transNo: 'T-1' },
      replace: true,
    });
  });

  it('따로 말이 없으면 새 항목으로 연다', async () => {
    const { router, navigate } = routerAt('/subscription/108/apply/certificate');
    await routerNavigation(() => router).navigate(SUBS_END);
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/subscription/$id/subs-end', params: { id: '108' }, search: { transNo: 'T-1' } });
  });

  it('시작 화면에서는 언제나 그 자리에 연다: 뒤로가 시작 과정을 다시 돌리지 않게', async () => {
    const { router, navigate } = routerAt('/');
    await routerNavigation(() => router).navigate({ route: '/_main/home' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/home', replace: true });
  });
});
