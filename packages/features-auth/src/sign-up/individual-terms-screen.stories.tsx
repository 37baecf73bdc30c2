import '../styles.css';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { memoryStorage } from '../../test/memory-storage';
import { withGuestQueries } from '../../test/story-sandbox';
import { IndividualTermsScreen } from './individual-terms-screen';

const sandbox = setupSandboxWorker({ now: '2025-03-04T10:00:00+09:00' });


const meta = {
  title: 'features-auth/IndividualTermsScreen',
  component: IndividualTermsScreen,
  decorators: [withGuestQueries],
  args: { onNavigate: fn(), draftStorage: memoryStorage() },
  parameters: { msw: { handlers: sandbox.handlers } },
  beforeEach: () => {
    sandbox.reset();
  },
} satisfies Meta<typeof IndividualTermsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox's sign-up policies; 전체 동의 turns 다음 on, and 다음 goes to identity verification. */
export const Content: Story = {
  args: { draftStorage: memoryStorage() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: '다음' });
    await expect(await canvas.findByRole('checkbox', { name: '[필수] 서비스 이용약관' }, { timeout: 15_000 })).toBeInTheDocument();
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '전체 동의' }));
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/init/kmc' });
  },
};

/** 보기 opens a policy's full text in a sheet. */
export const PolicyFullText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '개인정보 처리방침 전문 보기' }, { timeout: 15_000 }));
    const sheet = await screen.findByRole('dialog', { name: '개인정보 처리방침' });
    await expect(await within(sheet).findByText('이름, 생년월일, 휴대폰 번호, 계좌번호를 수집합니다.')).toBeInTheDocument();
  },
};

/** 취소 asks before leaving (the catalogue's CONFIRM_CANCEL_SIGN_UP); 계속하기 stays on the terms. */
export const CancelDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: '약관 목록' }, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: '취소' }));
    const dialog = await screen.findByRole('dialog', { name: '회원가입을 그만할까요?' });
    await expect(dialog).toHaveTextContent('지금 그만두면 동의한 약관과 입력한 정보가 저장되지 않아요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '계속하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '회원가입을 그만할까요?' })).toBeNull(), { timeout: 15_000 });
    await expect(canvas.getByRole('list', { name: '약관 목록' })).toBeInTheDocument();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** The list is on its way. */
export const Loading: Story = {
  beforeEach: () => {
    sandbox.faults.add({ hold: true, path: '/main/v1/policy/documents' });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('약관 목록을 불러오는 중')).toBeInTheDocument();
  },
};

/** The list could not be fetched: the reason and 다시 시도하기. */
export const LoadError: Story = {
  beforeEach: () => {
    sandbox.faults.add({ status: 500, path: '/main/v1/policy/documents', times: 1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const error = await canvas.findByRole('alert', {}, { timeout: 15_000 });
    await expect(error).toHaveTextContent('약관 목록을 불러오지 못했어요');
    await userEvent.click(within(error).getByRole('button', { name: '다시 시도하기' }));
    await expect(await canvas.findByRole('checkbox', { name: '[필수] 서비스 이용약관' }, { timeout: 15_000 })).toBeInTheDocument();
  },
};
