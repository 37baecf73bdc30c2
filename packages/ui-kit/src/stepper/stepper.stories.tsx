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

/**
 * The count reads `at + 1` of six, the steps carry `states` in order, and the one current step
 * alone is `aria-current="step"` with its name.
 */
async function expectSteps(canvasElement: HTMLElement, at: number, states: readonly string[]): Promise<void> {
  const nav = within(canvasElement).getByRole('navigation', { name: '진행 단계' });
  await expect(nav).toHaveTextContent(`전체 ${STEPS.length}단계 중 ${at + 1} / ${STEPS.length}단계`);
  const items = within(nav).getAllByRole('listitem');
  await expect(items.map((item) => item.getAttribute('data-state'))).toEqual(states);
  await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  await expect(items[at]).toHaveAttribute('aria-current', 'step');
  await expect(items[at]).toHaveTextContent(STEPS[at] ?? '');
}

export const First: Story = {
  play: async ({ canvasElement }) =>
    expectSteps(canvasElement, 0, ['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']),
};

export const Middle: Story = {
  args: { current: 3 },
  play: async ({ canvasElement }) => expectSteps(canvasElement, 3, ['done', 'done', 'done', 'current', 'upcoming', 'upcoming']),
};

export const Last: Story = {
  args: { current: 5 },
  play: async ({ canvasElement }) => expectSteps(canvasElement, 5, ['done', 'done', 'done', 'done', 'done', 'current']),
};
