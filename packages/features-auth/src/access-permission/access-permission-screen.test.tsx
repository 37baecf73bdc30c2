import { commonStore, type RouteTarget } from '@jogak/app-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { AccessPermissionScreen } from './access-permission-screen';

afterEach(() => {
  commonStore.appState = null;
});

describe('AccessPermissionScreen', () => {
  it('필수 권한은 없고, 선택 권한으로 알림·카메라·사진 및 저장공간을 용도와 함께 안내한다', async () => {
    const { container } = render(<AccessPermissionScreen onNavigate={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: '앱 접근 권한 안내' })).toBeInTheDocument();
    const required = screen.getByRole('region', { name: '필수 접근 권한' });
    expect(required).toHaveTextContent('필수로 허용해야 하는 권한은 없어요.');
    expect(within(required).queryByRole('listitem')).toBeNull();
    const optional = screen.getByRole('region', { name: '선택 접근 권한' });
    expect(within(optional).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '알림공시, 체결, 청약 소식을 알림으로 알려드려요.',
      '카메라신분증과 서류를 촬영할 때 써요.',
      '사진 및 저장공간서류 사진과 파일을 올릴 때 써요.',
    ]);
    await expectNoAxeViolations(container);
  });

  it('확인을 누르면 안내를 본 것으로 기록하고 첫 회원가입 화면으로 간다', async () => {
    const onNavigate = vi.fn<(target: RouteTarget) => void>();
    render(<AccessPermissionScreen onNavigate={onNavigate} />);
    expect(commonStore.appState).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(commonStore.appState).toBe('first-time-sign-up');
    expect(onNavigate.mock.calls).toEqual([[{ route: '/auth/first-time-sign-up' }]]);
  });
});
