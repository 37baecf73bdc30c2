import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { CorpAccountLinkScreen } from './corp-account-link-screen';

describe('CorpAccountLinkScreen', () => {
  it('로그인한 법인은 증권사 계좌 연동 화면을 연다', async () => {
    const openAccountLink = vi.fn(async () => undefined);
    const { container } = render(<CorpAccountLinkScreen loggedIn openAccountLink={openAccountLink} onNavigate={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: '법인 계좌 연동' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: '계좌 연동하기' }));
    expect(openAccountLink).toHaveBeenCalledTimes(1);
  });

  it('열지 못하면 이유를 보여준다', async () => {
    render(<CorpAccountLinkScreen loggedIn openAccountLink={() => Promise.reject(new Error('네트워크 연결이 원활하지 않습니다.'))} onNavigate={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '계좌 연동하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('네트워크 연결이 원활하지 않습니다.');
  });

  it('세션이 없으면 법인 로그인으로, 나중에 하기는 홈으로', async () => {
    const onNavigate = vi.fn();
    render(<CorpAccountLinkScreen loggedIn={false} openAccountLink={vi.fn()} onNavigate={onNavigate} />);
    expect(screen.getByText('법인 회원으로 로그인한 뒤 계좌를 연동할 수 있어요.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '법인 로그인하기' }));
    await userEvent.click(screen.getByRole('button', { name: '나중에 하기' }));
    expect(onNavigate.mock.calls).toEqual([[{ route: '/auth/login', search: { tabs: 'corporate' } }], [{ route: '/_main/home' }]]);
  });
});
