// RichText's DOMPurify mis-sanitises under happy-dom (ui-kit README): these screens run in jsdom.
// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('커뮤니티와 약관 화면', () => {
  it('추천 코드가 달린 이벤트 링크로 바로 열면 이벤트를 보여주고 코드를 저장한다', async () => {
    const { shell } = await renderApp('/community/event/1?event=FRIEND9');
    expect(await screen.findByRole('heading', { level: 2, name: '첫 청약 축하금 5,000원' })).toBeInTheDocument();
    await waitFor(async () => expect(await shell.services.persistence.get('jogak:referral-code')).toBe('FRIEND9'));
  });

  it('이벤트 목록에서 상세로 간다', async () => {
    const { location } = await renderApp('/community/event');
    await userEvent.click(await screen.findByRole('link', { name: /친구 초대하고 커피 받기/ }));
    await waitFor(() => expect(location().pathname).toBe('/community/event/2'));
    expect(await screen.findByRole('heading', { level: 2, name: '친구 초대하고 커피 받기' })).toBeInTheDocument();
  });

  it('이용약관과 개인정보 처리방침을 보여준다', async () => {
    await renderApp('/policy/terms');
    expect(await screen.findByRole('heading', { level: 2, name: '서비스 이용약관' })).toBeInTheDocument();
    expect(screen.getByText('이 약관은 조각 서비스의 이용 조건과 절차를 정합니다.')).toBeInTheDocument();
  });

  it('나의 약관 동의는 로그인한 회원에게 동의 화면을 연다', async () => {
    await renderApp('/policy/marketing/my-agreement?mode=agree', { member: 'demo-general' });
    await userEvent.click(await screen.findByRole('button', { name: '동의하기' }));
    expect(await screen.findByRole('heading', { level: 2, name: '동의가 완료되었어요' })).toBeInTheDocument();
  });
});
