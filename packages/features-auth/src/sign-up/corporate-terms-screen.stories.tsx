import '../styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { memoryStorage } from '../../test/memory-storage';
import { storySandbox, withGuestQueries } from '../../test/story-sandbox';
import { CorporateTermsScreen } from './individual-terms-screen';

const { parameters, beforeEach } = storySandbox({ now: '2025-03-04T10:00:00+09:00' });


const meta = {
  title: 'features-auth/CorporateTermsScreen',
  component: CorporateTermsScreen,
  decorators: [withGuestQueries],
  args: { onNavigate: fn(), draftStorage: memoryStorage() },
  parameters,
  beforeEach,
} satisfies Meta<typeof CorporateTermsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `/auth/sign-up/corporate/terms`: the branch-account note before the policies (spec §6);
 * 전체 동의 turns 다음 on, and 다음 goes to the corporate information, not the identity verification.
 */
export const Content: Story = {
  args: { draftStorage: memoryStorage() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(
      '법인 회원은 영업점에서 법인 계좌를 먼저 개설한 뒤 가입할 수 있어요. 계좌가 없다면 가까운 영업점을 방문해주세요.',
    );
    const next = canvas.getByRole('button', { name: '다음' });
    await expect(await canvas.findByRole('checkbox', { name: '[필수] 서비스 이용약관' }, { timeout: 15_000 })).toBeInTheDocument();
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '전체 동의' }));
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/auth/sign-up/corporate/info' });
  },
};

/** 취소 asks before leaving, as on the individual terms (the catalogue's CONFIRM_CANCEL_SIGN_UP). */
export const CancelDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: '약관 목록' }, { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: '취소' }));
    const dialog = await screen.findByRole('dialog', { name: '회원가입을 그만할까요?' });
    await expect(dialog).toHaveTextContent('지금 그만두면 동의한 약관과 입력한 정보가 저장되지 않아요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '계속하기' }));
    // 계속하기 stays on the terms: once the dialog has gone, the page is back in the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('note')).toBeVisible();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};
