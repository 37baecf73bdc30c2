import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './stepper';

const STEPS = ['고객 동의', '기본 정보', '상세 정보', '신분증 인증', '계좌 인증', '완료'];

const meta = {
  title: 'ui-kit/Stepper',
  component: Stepper,
  args: { steps: STEPS, current: 0 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One step, and only it, is `aria-current="step"`; the ones before it are done, the rest to do. */
async function expectCurrentStep(canvasElement: HTMLElement, at: number): Promise<void> {
  const nav = within(canvasElement).getByRole('navigation', { name: '진행 단계' });
  await expect(nav).toHaveTextContent(`전체 ${STEPS.length}단계 중 ${at + 1} / ${STEPS.length}단계`);
  const items = within(nav).getAllByRole('listitem');
  await expect(items).toHaveLength(STEPS.length);
  await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  for (const [i, item] of items.entries()) {
    const state = i < at ? 'done' : i === at ? 'current' : 'todo';
    await expect(item).toHaveAttribute('data-state', state);
    if (i === at) {
      await expect(item).toHaveAttribute('aria-current', 'step');
      await expect(item).toHaveTextContent(STEPS[i] ?? '');
    }
  }
}

export const First: Story = {
  play: async ({ canvasElement }) => expectCurrentStep(canvasElement, 0),
};

export const Middle: Story = {
  args: { current: 3 },
  play: async ({ canvasElement }) => expectCurrentStep(canvasElement, 3),
};

export const Last: Story = {
  args: { current: 5 },
  play: async ({ canvasElement }) => expectCurrentStep(canvasElement, 5),
};
