import { describe, expect, it } from 'vitest';
import { APP_FRAME_ID, removeAppFrame, removeAppFrameOnceRendered, type RenderedEvents } from './app-frame';

/** A router stand-in whose `onRendered` listeners the test calls. */
function renderedEvents() {
  const listeners = new Set<() => void>();
  const router: RenderedEvents = {
    subscribe: (_event, listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { router, listeners, render: () => [...listeners].forEach((listener) => listener()) };
}

function pageWithFrame(): Document {
  document.body.innerHTML = `<div id="${APP_FRAME_ID}" aria-hidden="true"><header class="jg-header">조각</header></div><div id="app"></div>`;
  return document;
}

describe('removeAppFrameOnceRendered', () => {
  it('index.html 의 틀은 라우터가 첫 화면을 그릴 때까지 두고, 그린 뒤에 지운다', () => {
    const page = pageWithFrame();
    const { router, listeners, render } = renderedEvents();
    removeAppFrameOnceRendered(router, page);
    expect(page.getElementById(APP_FRAME_ID)).not.toBeNull();

    render();
    expect(page.getElementById(APP_FRAME_ID)).toBeNull();
    expect(page.getElementById('app')).not.toBeNull();
    expect(listeners.size).toBe(0);
  });
});

describe('removeAppFrame', () => {
  it('틀을 바로 지우고, 틀이 없어도 아무 일 없다', () => {
    const page = pageWithFrame();
    removeAppFrame(page);
    expect(page.getElementById(APP_FRAME_ID)).toBeNull();
    expect(() => removeAppFrame(page)).not.toThrow();
  });
});
