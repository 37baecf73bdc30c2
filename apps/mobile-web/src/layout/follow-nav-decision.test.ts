import { bellDecision, tabDecision } from '@jogak/app-core';
import { describe, expect, it, vi } from 'vitest';
import { followNavDecision } from './follow-nav-decision';

function run(decision: Parameters<typeof followNavDecision>[0]) {
  const navigate = vi.fn();
  const toast = vi.fn();
  followNavDecision(decision, { navigate, toast });
  return { navigate: navigate.mock.calls, toast: toast.mock.calls };
}

describe('followNavDecision', () => {
  it('가입 전(100)에 자산을 누르면 회원가입 안내 후 회원가입으로', () => {
    expect(run(tabDecision('assets', { currentRouteId: '/_main/home/', userType: '100' }))).toEqual({
      navigate: [[{ route: '/auth/sign-up' }]],
      toast: [['회원가입 후 이용해주세요']],
    });
  });
  it('로그아웃(900)에 자산을 누르면 로그인 안내 후 로그인으로 (로그인 뒤 자산으로 돌아온다)', () => {
    expect(run(tabDecision('assets', { currentRouteId: '/_main/home/', userType: '900' }))).toEqual({
      navigate: [[{ route: '/auth/login', search: { redirect: '/assets' } }]],
      toast: [['로그인 후 이용해주세요']],
    });
  });
  it('로그인 없이 종을 누르면 안내만 하고 머문다', () => {
    expect(run(bellDecision(false))).toEqual({ navigate: [], toast: [['로그인 후 이용해주세요']] });
  });
  it('로그인했으면 알림으로', () => {
    expect(run(bellDecision(true))).toEqual({ navigate: [[{ route: '/_main/alert' }]], toast: [] });
  });
  it('열린 탭의 화면에서는 아무 일도 없다', () => {
    expect(run(tabDecision('home', { currentRouteId: '/_main/home/', userType: '200' }))).toEqual({ navigate: [], toast: [] });
  });
  it('열린 탭의 하위 화면에서는 탭의 화면으로', () => {
    expect(run(tabDecision('market', { currentRouteId: '/_main/market/$id', userType: '200' }))).toEqual({
      navigate: [[{ route: '/_main/market' }]],
      toast: [],
    });
  });
});
