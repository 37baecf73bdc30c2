// DOMPurify (inside ui-kit's dialog) mis-sanitises under happy-dom, so this screen runs in jsdom.
// @vitest-environment jsdom
import { DialogHost } from '@jogak/ui-kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { MyScreen, type MyScreenProps, type MyUser } from './my-screen';

const member: MyUser = {
  name: '김민준',
  userType: '200',
  individualCorpCode: 'INDIVIDUAL',
  accountNo: '7010100001',
  allianceAccountNoRegisterYn: 'Y',
  media: 'ANDROID',
};

const guest: MyUser = {
  name: '',
  userType: '100',
  individualCorpCode: '',
  accountNo: '',
  allianceAccountNoRegisterYn: '',
  media: 'ANDROID',
};

function renderMy(props: Partial<MyScreenProps> = {}) {
  const callbacks = {
    onLogin: vi.fn<MyScreenProps['onLogin']>(),
    onLogout: vi.fn<MyScreenProps['onLogout']>(),
    onOpenAccount: vi.fn<MyScreenProps['onOpenAccount']>(),
  };
  const result = render(
    <>
      <MyScreen user={member} loggedIn appVersion="3.2.0" osVersion="14" {...callbacks} {...props} />
      <DialogHost />
    </>,
  );
  return { ...result, ...callbacks };
}

describe('MyScreen', () => {
  it('회원의 이름, 회원 유형, 연결된 계좌, 앱과 기기 버전을 보여준다', async () => {
    const { container } = renderMy();
    expect(screen.getByRole('region', { name: '내 정보' })).toHaveTextContent('김민준님개인 회원 · 이용 중');
    expect(screen.getByRole('region', { name: '증권 계좌' })).toHaveTextContent('연결된 계좌 7010100001');
    const facts = within(screen.getByRole('region', { name: '앱 정보' }));
    expect(facts.getAllByRole('term').map((term) => term.textContent)).toEqual(['앱 버전', '기기']);
    expect(facts.getAllByRole('definition').map((value) => value.textContent)).toEqual(['3.2.0', 'ANDROID 14']);
    expect(screen.queryByRole('button', { name: '로그인하기' })).toBeNull();
    expect(screen.queryByRole('button', { name: /계좌 (개설|연동)하기/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('게스트는 조각 게스트와 로그인하기, 로그아웃은 없다', async () => {
    const { container, onLogin } = renderMy({ user: guest, loggedIn: false, appVersion: '', osVersion: '' });
    expect(screen.getByRole('region', { name: '내 정보' })).toHaveTextContent('조각 게스트개인 회원 · 가입 전');
    expect(screen.getByRole('region', { name: '로그인 안내' })).toHaveTextContent('로그인하면 내 자산과 청약 내역을 볼 수 있어요.');
    expect(screen.queryByRole('region', { name: '증권 계좌' })).toBeNull();
    expect(screen.queryByRole('button', { name: '로그아웃' })).toBeNull();
    expect(within(screen.getByRole('region', { name: '앱 정보' })).getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '-',
      'ANDROID',
    ]);
    await userEvent.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('계좌가 없는 개인 회원은 계좌 개설하기로 증권사 화면을 연다', async () => {
    const { onOpenAccount } = renderMy({
      user: { ...member, name: '강지민', userType: '102', accountNo: '', allianceAccountNoRegisterYn: 'N' },
    });
    expect(screen.getByRole('region', { name: '내 정보' })).toHaveTextContent('강지민님개인 회원 · 계좌 연결 필요');
    expect(screen.getByRole('region', { name: '증권 계좌' })).toHaveTextContent('연결된 계좌가 없어요.');
    await userEvent.click(screen.getByRole('button', { name: '계좌 개설하기' }));
    expect(onOpenAccount).toHaveBeenCalledWith('CREATE_ACCOUNT');
  });

  it('계좌가 연동되지 않은 법인 회원은 계좌 연동하기', async () => {
    const { onOpenAccount } = renderMy({
      user: { ...member, name: '새봄리츠', individualCorpCode: 'GENERAL_CORPORATION', accountNo: '7010170301', allianceAccountNoRegisterYn: 'N' },
    });
    expect(screen.getByRole('region', { name: '내 정보' })).toHaveTextContent('새봄리츠님법인 회원 · 이용 중');
    expect(screen.getByRole('region', { name: '증권 계좌' })).toHaveTextContent('연결된 계좌가 없어요.');
    await userEvent.click(screen.getByRole('button', { name: '계좌 연동하기' }));
    expect(onOpenAccount).toHaveBeenCalledWith('CORP_ACCOUNT_LINK');
  });

  it('로그아웃은 확인을 받은 뒤에만 한다', async () => {
    const { onLogout } = renderMy();
    await userEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    const dialog = await screen.findByRole('dialog', { name: '로그아웃할까요?' });
    expect(dialog).toHaveTextContent('다시 이용하려면 로그인해야 해요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(onLogout).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '로그아웃할까요?' })).getByRole('button', { name: '로그아웃' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
