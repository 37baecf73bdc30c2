import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('오프라인 화면의 다시 시도하기', () => {
  it('시작 흐름을 마치기 전이면 처음 화면으로: 추천 코드(event)도 그때 저장된다', async () => {
    let online = false;
    const { location, shell } = await renderApp('/?event=FRIEND1', { online: () => online });
    expect(await screen.findByRole('heading', { name: '네트워크가 원할하지 않아요' })).toBeInTheDocument();
    expect(location().pathname).toBe('/offline');
    online = true;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    await waitFor(() => expect(location().pathname).toBe('/auth/access-permission'));
    expect(await screen.findByRole('heading', { level: 1, name: '앱 접근 권한 안내' })).toBeInTheDocument();
    expect(await shell.services.persistence.get('jogak:referral-code')).toBe('FRIEND1');
    // The offline page and the start page both gave their place to where start-up led.
    expect(shell.router.history.canGoBack()).toBe(false);
  });

  it('시작 흐름을 마친 뒤면 명세대로 300ms 뒤 홈으로', async () => {
    let online = true;
    const { location, shell } = await renderApp('/', { online: () => online });
    expect(await screen.findByRole('heading', { level: 1, name: '앱 접근 권한 안내' })).toBeInTheDocument();
    online = false;
    await shell.router.navigate({ to: '/home' });
    expect(await screen.findByRole('heading', { name: '네트워크가 원할하지 않아요' })).toBeInTheDocument();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    await waitFor(() => expect(location().pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
  });
});
