import { commonStore, sessionStore, userStore } from '@jogak/app-core';
import { DEMO_PIN_SHA256 } from '@jogak/sandbox';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

/** What a phone that verified 김민준 (demo-general) before keeps in the shell's storage. */
function storeVerifiedDevice(): void {
  const stored = {
    'jogak:app-state': 'login',
    'jogak:ci': 'demo-ci-demo-general',
    'jogak:user': JSON.stringify({ id: 'demo-general', userType: '200', individualCorpCode: 'INDIVIDUAL', media: 'ANDROID' }),
  };
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(`jogak.dev-insecure.${key}`, value);
}

describe('저장된 CI 로 시작', () => {
  it('init 의 PIN 이 있으면 CI·PIN 으로 로그인(토큰 저장, PIN 비움)하고 회원 정보를 담아 홈으로', async () => {
    storeVerifiedDevice();
    commonStore.pin = DEMO_PIN_SHA256;
    const { location } = await renderApp('/');
    await waitFor(() => expect(location().pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
    expect(sessionStore.token).not.toBe('');
    expect(commonStore.pin).toBe('');
    expect([userStore.ci, userStore.name, userStore.phoneNo, userStore.userType]).toEqual([
      'demo-ci-demo-general',
      '김민준',
      '01023451234',
      '200',
    ]);
  });

  it('PIN 이 없으면(데스크톱 브라우저) 저장된 세션으로 회원 정보만 받는다', async () => {
    storeVerifiedDevice();
    const { location } = await renderApp('/', { member: 'demo-general' });
    const token = sessionStore.token;
    await waitFor(() => expect(location().pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
    expect(sessionStore.token).toBe(token);
    expect([userStore.name, userStore.phoneNo]).toEqual(['김민준', '01023451234']);
  });
});
