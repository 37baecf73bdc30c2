// DOMPurify (inside ui-kit's dialog) mis-sanitises under happy-dom, so the dialog runs in jsdom.
// @vitest-environment jsdom
import { renderScreen } from '@jogak/feature-testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBridge } from '../../test/fake-bridge';
import { AppVersion } from './app-version';

describe('AppVersion', () => {
  it('새 버전을 알리는 문장은 조사를 버전 번호 뒤에 붙이지 않는다', async () => {
    const { bridge } = fakeBridge({ 'update.check': () => ({ needUpdate: true, latestVersion: '3.2.1', storeUrl: 'https://play.google.com/store/apps/details?id=kr.jogak' }) });
    renderScreen(<AppVersion bridge={bridge} appVersion="3.2.0" device="ANDROID 14" />);
    await userEvent.click(screen.getByRole('button', { name: '업데이트 확인' }));
    const dialog = await screen.findByRole('dialog', { name: '새 버전이 나왔어요' });
    expect(dialog).toHaveTextContent('3.2.1');
    expect(dialog.textContent).not.toContain('1으로');
    expect(dialog).toHaveTextContent('최신 버전(3.2.1)으로 업데이트하면 더 안전하게 이용할 수 있어요.');
  });
});
