import '../styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryProviders, type StoryServices } from '@jogak/feature-testing/stories';
import { ServiceIntroductionScreen } from '../service-introduction/service-introduction-screen';
import { GuideScreen } from './guide-screen';

type Args = StoryServices & { readonly screen: 'introduction' | 'guide' };

const meta = {
  title: 'features-community/Introduction and guide',
  render: ({ screen, ...services }) => (
    <StoryProviders {...services}>{screen === 'guide' ? <GuideScreen /> : <ServiceIntroductionScreen />}</StoryProviders>
  ),
  args: { screen: 'introduction', onNavigate: fn(), onOpenLink: fn() },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /community/service-introduction. */
export const ServiceIntroduction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '건물 한 채를 조각으로 나눠 투자해요' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '지금 청약할 수 있는 공모 보기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/subscription' });
  },
};

/** /community/guide. */
export const Guide: Story = {
  args: { screen: 'guide' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '1단계: 회원가입' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '회원가입하기' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/auth/first-time-sign-up' });
  },
};
