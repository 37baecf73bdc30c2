import { describe, expect, it } from 'vitest';
import { chooseBackend } from './backend-choice';

const PARTNER_HOSTS = {
  VITE_API_BASE_URL: 'https://api.partner.example',
  VITE_LIVE_URL: 'https://api.partner.example/ws',
  VITE_PARTNER_WEB_VIEW_HOST: 'https://webview.partner.example',
};

describe('chooseBackend', () => {
  it('개발 서버는 정하지 않으면 sandbox', () => {
    expect(chooseBackend({ command: 'serve', env: {} })).toBe('sandbox');
  });

  it('빌드는 정하지 않으면 두 선택지를 알려주며 멈춘다', () => {
    expect(() => chooseBackend({ command: 'build', env: {} })).toThrow(
      '빌드할 백엔드를 고르지 않았어요. VITE_JOGAK_BACKEND 를 정해 주세요: sandbox (체험 백엔드, 데모 로그인, 브라우저 셸이 든 개발·테스트용 빌드) 또는 partner (파트너 증권사 백엔드에 붙는 배포용 빌드). 예: VITE_JOGAK_BACKEND=partner pnpm build',
    );
    expect(() => chooseBackend({ command: 'build', env: { VITE_JOGAK_BACKEND: ' ' } })).toThrow('빌드할 백엔드를 고르지 않았어요.');
  });

  it('없는 백엔드 이름은 받지 않는다', () => {
    expect(() => chooseBackend({ command: 'build', env: { VITE_JOGAK_BACKEND: 'production' } })).toThrow(
      'VITE_JOGAK_BACKEND=production 은(는) 없는 백엔드예요.',
    );
  });

  it('sandbox 빌드는 그대로', () => {
    expect(chooseBackend({ command: 'build', env: { VITE_JOGAK_BACKEND: 'sandbox' } })).toBe('sandbox');
  });

  it('partner 빌드는 파트너 주소가 모두 있어야 한다', () => {
    expect(chooseBackend({ command: 'build', env: { VITE_JOGAK_BACKEND: 'partner', ...PARTNER_HOSTS } })).toBe('partner');
    expect(() =>
      chooseBackend({ command: 'build', env: { VITE_JOGAK_BACKEND: 'partner', VITE_API_BASE_URL: PARTNER_HOSTS.VITE_API_BASE_URL } }),
    ).toThrow('partner 빌드에는 파트너의 주소가 필요해요. 빠진 값: VITE_LIVE_URL, VITE_PARTNER_WEB_VIEW_HOST');
  });
});
