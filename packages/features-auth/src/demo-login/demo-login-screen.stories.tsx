import '../styles.css';
import './demo-login.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoLoginScreen, type DemoMemberOption } from './demo-login-screen';

const members: DemoMemberOption[] = [
  { memberId: 'demo-general', name: '김민준', userType: '200', corporate: false, description: '개인 일반투자자 · 계좌 연동 · 예수금과 보유 종목' },
  { memberId: 'demo-kakao', name: '강지민', userType: '102', corporate: false, description: '카카오 인증서 등록·계좌 연동 필요(102)' },
  { memberId: 'demo-corp', name: '한빛자산관리', userType: '200', corporate: true, description: '법인 일반투자자' },
];

const meta = {
  title: 'features-auth/DemoLoginScreen',
  component: DemoLoginScreen,
  args: { members, loadError: false, onRetryLoad: fn(), onLogin: fn(async () => undefined), tab: 'individual' },
} satisfies Meta<typeof DemoLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 체험 계정 picker: pick one, then 로그인. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/샌드박스의 체험 계정을 골라 휴대폰 인증 없이 로그인해요./)).toBeVisible();
    const options = within(canvas.getByRole('list', { name: '체험 계정' })).getAllByRole('button');
    await expect(options).toHaveLength(3);
    for (const option of options) {
      await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(canvas.getByRole('button', { name: /강지민/ }));
    await expect(canvas.getByRole('button', { name: /강지민/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '로그인' }));
    await expect(args.onLogin).toHaveBeenCalledWith('demo-kakao');
  },
};

/** `?tabs=corporate`: the corporations first. */
export const CorporateFirst: Story = {
  args: { tab: 'corporate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = within(canvas.getByRole('list', { name: '체험 계정' })).getAllByRole('button');
    await expect(first).toHaveTextContent('한빛자산관리');
  },
};

/** While the sandbox answers the list. */
export const Loading: Story = {
  args: { members: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The story frame's toast host is a status region too: find the loading line by its text.
    await expect(canvas.getByText('체험 계정을 불러오는 중이에요…')).toHaveAttribute('role', 'status');
  },
};

/** The list could not be loaded: 다시 시도하기. */
export const LoadError: Story = {
  args: { members: undefined, loadError: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('체험 계정 목록을 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도하기' }));
    await expect(args.onRetryLoad).toHaveBeenCalledTimes(1);
  },
};

/** The login failed: the message under the list, the pick kept. */
export const LoginError: Story = {
  args: {
    onLogin: fn(async () => {
      throw new Error('로그인하지 못했어요. 다시 시도해주세요.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /김민준/ }));
    await userEvent.click(canvas.getByRole('button', { name: '로그인' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('로그인하지 못했어요. 다시 시도해주세요.');
    await expect(canvas.getByRole('button', { name: /김민준/ })).toHaveAttribute('aria-pressed', 'true');
  },
};
