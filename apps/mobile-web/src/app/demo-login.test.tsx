import { userStore } from '@jogak/app-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { historyEntryIndex } from '../routing/route-trail';
import { renderApp } from '../test/render-app';

/** The sandbox build's 체험 계정 sheet, a developer shortcut on the login screen. */
async function logInAs(name: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: '체험 계정으로 로그인 (개발용)' }));
  const sheet = await screen.findByRole('dialog', { name: '체험 계정 (개발용)' });
  await userEvent.click(await within(sheet).findByRole('button', { name }));
  await userEvent.click(within(sheet).getByRole('button', { name: '로그인' }));
}

describe('체험 로그인 (체험 계정 시트)', () => {
  it('본인인증 결과(CI, 이름, 생년월일, 휴대폰)를 사용자에 담고 CI 를 기기에 남긴다', async () => {
    const { location, shell } = await renderApp('/auth/login');
    await logInAs(/강지민/);
    await waitFor(() => expect(location().pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
    expect({ ci: userStore.ci, name: userStore.name, birth: userStore.birth, phoneNo: userStore.phoneNo }).toEqual({
      ci: 'demo-ci-demo-kakao',
      name: '강지민',
      birth: '1995-06-05',
      phoneNo: '01055550102',
    });
    expect(await shell.services.persistence.get('jogak:ci')).toBe('demo-ci-demo-kakao');
  });

  it('회원 정보(계좌, 투자성향)도 사용자에 담는다', async () => {
    const { location } = await renderApp('/auth/login');
    await logInAs(/강지민/);
    await waitFor(() => expect(location().pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
    expect({
      userType: userStore.userType,
      accountNo: userStore.accountNo,
      allianceAccountNoRegisterYn: userStore.allianceAccountNoRegisterYn,
      customerTendencyEvalCod: userStore.customerTendencyEvalCod,
      media: userStore.media,
    }).toEqual({ userType: '102', accountNo: '7010125901', allianceAccountNoRegisterYn: 'N', customerTendencyEvalCod: '3', media: 'ANDROID' });
  });

  it('MY 에서 로그인하기로 온 로그인은 마치면 MY 로 돌아간다: MY 가 두 번 쌓이지 않는다', async () => {
    const { location, shell } = await renderApp('/my');
    await userEvent.click(await screen.findByRole('button', { name: '로그인하기' }));
    await waitFor(() => expect(location().pathname).toBe('/auth/login'));
    await logInAs(/강지민/);
    await waitFor(() => expect(location().pathname).toBe('/my'));
    expect(await within(await screen.findByRole('main')).findByText('강지민님')).toBeInTheDocument();
    // Back to MY's own entry: a back from here does not show MY a second time.
    expect(historyEntryIndex(shell.router.history.location.state)).toBe(0);
    expect(shell.router.history.canGoBack()).toBe(false);
  });

  it('법인: 회원 정보에 없는 설립일과 대표 전화는 본인인증 결과로 채운다', async () => {
    const { location } = await renderApp('/auth/login?tabs=corporate');
    await logInAs(/새봄리츠/);
    await waitFor(() => expect(location().pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
    expect({
      name: userStore.name,
      corpName: userStore.corpName,
      birth: userStore.birth,
      phoneNo: userStore.phoneNo,
      individualCorpCode: userStore.individualCorpCode,
    }).toEqual({ name: '새봄리츠', corpName: '(주)새봄리츠', birth: '2018-04-02', phoneNo: '0262001234', individualCorpCode: 'GENERAL_CORPORATION' });
  });
});
