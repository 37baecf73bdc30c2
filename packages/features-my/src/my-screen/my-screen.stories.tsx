import '../styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MyScreen } from './my-screen';

const meta = {
  title: 'features-my/MyScreen',
  component: MyScreen,
  args: {
    user: {
      name: '김민준',
      userType: '200',
      individualCorpCode: 'INDIVIDUAL',
      accountNo: '7010100001',
      allianceAccountNoRegisterYn: 'Y',
      media: 'ANDROID',
    },
    loggedIn: true,
    appVersion: '3.2.0',
    osVersion: '14',
    onLogin: fn(),
    onLogout: fn(),
    onOpenAccount: fn(),
  },
} satisfies Meta<typeof MyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with a linked account: name, account, versions, and 로그아웃 after the confirmation. */
export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '내 정보' })).toHaveTextContent('김민준님개인 회원 · 이용 중');
    await expect(canvas.getByText('연결된 계좌 7010100001')).toBeVisible();
    await expect(canvas.getByText('ANDROID 14')).toBeVisible();
    const logout = canvas.getByRole('button', { name: '로그아웃' });
    await expect(logout.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(logout);
    const dialog = await screen.findByRole('dialog', { name: '로그아웃할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '로그아웃' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A guest (type 100): 조각 게스트 and 로그인하기; the versions before the shell's `init`. */
export const Guest: Story = {
  args: {
    user: { name: '', userType: '100', individualCorpCode: '', accountNo: '', allianceAccountNoRegisterYn: '', media: 'ANDROID' },
    loggedIn: false,
    appVersion: '',
    osVersion: '',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('조각 게스트')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '로그아웃' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '로그인하기' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** An individual without an account (102): 계좌 개설하기 opens the partner's web view. */
export const WithoutAccount: Story = {
  args: {
    user: { name: '강지민', userType: '102', individualCorpCode: 'INDIVIDUAL', accountNo: '', allianceAccountNoRegisterYn: 'N', media: 'IOS' },
    osVersion: '18.2',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('연결된 계좌가 없어요.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '계좌 개설하기' }));
    await expect(args.onOpenAccount).toHaveBeenCalledWith('CREATE_ACCOUNT');
  },
};

/** A corporation whose branch account is not linked yet: 계좌 연동하기. */
export const CorporateToLink: Story = {
  args: {
    user: {
      name: '새봄리츠',
      userType: '200',
      individualCorpCode: 'GENERAL_CORPORATION',
      accountNo: '7010170301',
      allianceAccountNoRegisterYn: 'N',
      media: 'ANDROID',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '내 정보' })).toHaveTextContent('새봄리츠님법인 회원 · 이용 중');
    await userEvent.click(canvas.getByRole('button', { name: '계좌 연동하기' }));
    await expect(args.onOpenAccount).toHaveBeenCalledWith('CORP_ACCOUNT_LINK');
  },
};
