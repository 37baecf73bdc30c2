import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './stepper';

const meta = {
  title: 'ui-kit/Stepper',
  component: Stepper,
  args: { steps: ['고객 동의', '기본 정보', '상세 정보', '신분증 인증', '계좌 인증', '완료'], current: 0 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {};
export const Middle: Story = { args: { current: 3 } };
export const Last: Story = { args: { current: 5 } };
