import { attachJogakClient, createJogakClient } from '@jogak/api-client';
import {
  STORAGE_KEYS,
  commonStore,
  createDefaultCommonState,
  createMemoryPersistence,
  hydrateStores,
  resetSession,
  resetUser,
  saveStores,
  sessionStore,
  signInWithCi,
  userStore,
} from '@jogak/app-core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serveSandboxPerFile } from '../../test/sandbox-per-file';
import { DemoLogin } from './demo-login';
import { signInWithDemoMember } from './sign-in-with-demo-member';

serveSandboxPerFile();

/** The app's client: the sandbox's MSW interceptor answers any origin. */
function services() {
  const client = createJogakClient({
    baseUrl: 'http://sandbox.test',
    getToken: () => sessionStore.token || null,
    getUserContext: () => ({ userType: userStore.userType, individualCorpCode: userStore.individualCorpCode || null }),
  });
  return { client, persistence: createMemoryPersistence() };
}

describe('signInWithDemoMember', () => {
  it('본인인증 결과와 회원 정보를 사용자에 담고, 세션을 열고, CI 를 기기에 남긴다', async () => {
    const { client, persistence } = services();
    await signInWithDemoMember('demo-kakao', { client, persistence });
    expect({
      id: userStore.id,
      ci: userStore.ci,
      name: userStore.name,
      birth: userStore.birth,
      phoneNo: userStore.phoneNo,
      userType: userStore.userType,
      individualCorpCode: userStore.individualCorpCode,
      accountNo: userStore.accountNo,
      allianceAccountNoRegisterYn: userStore.allianceAccountNoRegisterYn,
      customerTendencyEvalCod: userStore.customerTendencyEvalCod,
      media: userStore.media,
    }).toEqual({
      id: 'demo-kakao',
      ci: 'demo-ci-demo-kakao',
      name: '강지민',
      birth: '1995-06-05',
      phoneNo: '01055550102',
      userType: '102',
      individualCorpCode: 'INDIVIDUAL',
      accountNo: '7010125901',
      allianceAccountNoRegisterYn: 'N',
      customerTendencyEvalCod: '3',
      media: 'ANDROID',
    });
    expect(sessionStore.userId).toBe('demo-kakao');
    expect(sessionStore.token).not.toBe('');
    expect(await persistence.get('jogak:ci')).toBe('demo-ci-demo-kakao');
    expect(commonStore.appState).toBe('login');
  });

  it('법인: 본인 정보로 설립일과 대표 전화를 담는다', async () => {
    await signInWithDemoMember('demo-corp-link', services());
    expect({
      name: userStore.name,
      corpName: userStore.corpName,
      birth: userStore.birth,
      phoneNo: userStore.phoneNo,
      individualCorpCode: userStore.individualCorpCode,
    }).toEqual({ name: '새봄리츠', corpName: '(주)새봄리츠', birth: '2018-04-02', phoneNo: '0262001234', individualCorpCode: 'GENERAL_CORPORATION' });
  });

  // A 404 is outside the HTTP error policy's named cases: its generic Korean message is what shows.
  it('없는 회원이면 오류 안내로 거절하고 아무것도 바꾸지 않는다', async () => {
    const { client, persistence } = services();
    await expect(signInWithDemoMember('demo-nobody', { client, persistence })).rejects.toThrow('에러가 발생했습니다. 다시 시도해주세요');
    expect({ id: userStore.id, token: sessionStore.token, appState: commonStore.appState }).toEqual({ id: 'guest', token: '', appState: null });
    expect(await persistence.get('jogak:ci')).toBeNull();
  });
});

describe('로그인한 뒤 앱을 다시 시작하면', () => {
  it.each([
    ['개인', 'demo-kakao'],
    ['법인(설립일, 대표 전화)', 'demo-corp-link'],
  ])('%s: 기기에 남은 CI 와 회원 정보만으로 제휴사 토큰을 생년월일과 전화번호까지 담아 요청한다', async (_kind, memberId) => {
    const { client, persistence } = services();
    await signInWithDemoMember(memberId, { client, persistence });
    await saveStores(persistence);
    const signedIn = { ci: userStore.ci, name: userStore.name, birth: userStore.birth, phone: userStore.phoneNo };

    // The restart: fresh stores, then what the device kept (the token, the local user keys, the CI).
    resetUser();
    resetSession();
    Object.assign(commonStore, createDefaultCommonState());
    await hydrateStores(persistence);
    expect([userStore.birth, userStore.phoneNo]).toEqual(['', '']);
    await signInWithCi((await persistence.get(STORAGE_KEYS.ci)) ?? '', client);

    // What the partner web view's opener sends (apps/mobile-web's partner-web-view).
    const body = { ci: userStore.ci, name: userStore.name, birth: userStore.birth, phone: userStore.phoneNo };
    expect(body).toEqual(signedIn);
    const { data } = await client.POST('/main/v1/account/agency/auth/token', { body });
    expect(data?.token).toEqual(expect.any(String));
  });
});

describe('DemoLogin', () => {
  function renderDemoLogin(tab?: 'individual' | 'corporate') {
    const { client, persistence } = services();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    attachJogakClient(queryClient, client);
    const onSignedIn = vi.fn<() => void>();
    render(
      <QueryClientProvider client={queryClient}>
        <DemoLogin services={{ client, persistence }} tab={tab} onSignedIn={onSignedIn} />
      </QueryClientProvider>,
    );
    return { onSignedIn };
  }

  it('샌드박스의 체험 계정을 보여주고, 고른 계정으로 로그인한 뒤 알린다', async () => {
    const { onSignedIn } = renderDemoLogin();
    await userEvent.click(await screen.findByRole('button', { name: /강지민/ }));
    expect(screen.getByRole('button', { name: /강지민/ })).toHaveTextContent('강지민카카오 인증서 등록·계좌 연동 필요(102)개인 · 102');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(userStore.name).toBe('강지민');
  });

  it('탭이 없으면 이 기기의 마지막 회원이 법인일 때 법인 계정이 먼저', async () => {
    userStore.individualCorpCode = 'GENERAL_CORPORATION';
    renderDemoLogin();
    const first = (await screen.findAllByRole('button', { pressed: false }))[0];
    expect(first).toHaveTextContent('법인 ·');
  });
});
