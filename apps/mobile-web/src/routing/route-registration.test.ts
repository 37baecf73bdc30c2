import { ROUTES, routeHref, type RouteId, type RouteTarget } from '@jogak/app-core';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../router';
import { PENDING_ROUTES } from './pending-routes';

function appRouter() {
  return createAppRouter({
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: {
      queryClient: undefined as never,
      isOnline: () => true,
      hasToken: () => false,
      services: undefined as never,
    },
  });
}

/** The router's ids with an index route's trailing `/` dropped, as app-core's table names them. */
function registeredIds(): Set<string> {
  return new Set(Object.keys(appRouter().routesById).map((id) => (id.length > 1 ? id.replace(/\/$/, '') : id)));
}

const pending = new Set<string>(Object.keys(PENDING_ROUTES));
const specRoutes = Object.keys(ROUTES) as RouteId[];

describe('스펙 2절의 경로 등록', () => {
  it.each(specRoutes.filter((id) => !pending.has(id)))('%s 는 라우터에 등록되어 있다', (id) => {
    expect(registeredIds().has(id)).toBe(true);
  });

  it.each(specRoutes.filter((id) => pending.has(id)))('%s 는 아직 만들지 않은 목록에 있고, 라우터에는 없다', (id) => {
    // Once the feature registers it, it leaves PENDING_ROUTES: the list only shrinks.
    expect(registeredIds().has(id)).toBe(false);
  });

  it(
    pending.size === 0
      ? '스펙의 경로가 모두 등록되었다: 아직 만들지 않은 경로가 없다'
      : `아직 만들지 않은 경로 ${pending.size}개는 스펙의 경로이고, 가져올 기능 패키지를 밝힌다`,
    () => {
      expect([...pending].filter((id) => !(id in ROUTES))).toEqual([]);
      expect(Object.values<string>(PENDING_ROUTES).filter((feature) => !feature.startsWith('features-'))).toEqual([]);
    },
  );

  it('아직 만들지 않은 경로 목록은 줄어들기만 한다 (처음 62개, 지금 0개)', () => {
    expect(pending.size).toBe(0);
  });

  it('라우터의 화면 경로는 모두 app-core 표에 있다 (레이아웃과 찾을 수 없음 화면 빼고)', () => {
    const layoutsAndCatchAll = new Set(['__root__', '/_main', '/_main/$']);
    expect([...registeredIds()].filter((id) => !layoutsAndCatchAll.has(id) && !(id in ROUTES))).toEqual([]);
  });

  it('등록된 경로의 링크 주소는 라우터가 만드는 주소와 같다', () => {
    const router = appRouter();
    const registered = registeredIds();
    for (const id of specRoutes.filter((candidate) => registered.has(candidate))) {
      const fullPath = id.replace(/^\/_[^/]+(?=\/)/, '');
      const params = Object.fromEntries([...fullPath.matchAll(/\$([A-Za-z]+)/g)].map(([, name]) => [name, `${name} 1`]));
      const target = { route: id, ...(Object.keys(params).length > 0 ? { params } : {}) } as RouteTarget;
      expect(routeHref(target)).toBe(router.buildLocation({ to: fullPath, params } as never).href);
    }
  });
});
