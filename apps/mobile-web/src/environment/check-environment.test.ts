import { describe, expect, it } from 'vitest';
import { checkEnvironment, type EnvironmentWindow } from './check-environment';

function fakeWindow(overrides: Partial<EnvironmentWindow> = {}): EnvironmentWindow {
  const self = {};
  const items = new Map<string, string>();
  return {
    self,
    top: self,
    crypto: { subtle: {} },
    localStorage: {
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    ...overrides,
  };
}

describe('checkEnvironment', () => {
  it('최상위 창, 웹 암호화, 저장소가 있으면 통과', () => {
    expect(checkEnvironment(fakeWindow())).toEqual({ ok: true });
  });
  it('다른 사이트의 프레임 안이면 거부', () => {
    expect(checkEnvironment(fakeWindow({ top: {} }))).toEqual({ ok: false, problem: 'framed' });
  });
  it('Web Crypto 가 없으면 거부', () => {
    expect(checkEnvironment(fakeWindow({ crypto: {} }))).toEqual({ ok: false, problem: 'no-web-crypto' });
  });
  it('저장소가 막혀 있으면 거부', () => {
    const blocked = fakeWindow({
      localStorage: {
        setItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
        removeItem: () => undefined,
      },
    });
    expect(checkEnvironment(blocked)).toEqual({ ok: false, problem: 'no-storage' });
  });
  it('happy-dom 창도 통과한다', () => {
    expect(checkEnvironment(window)).toEqual({ ok: true });
  });
});
