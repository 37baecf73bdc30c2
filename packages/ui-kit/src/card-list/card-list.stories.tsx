import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BoardList } from './board-list';
import { QnaCardList } from './qna-card-list';

const meta = {
  title: 'ui-kit/CardList',
  component: BoardList,
  args: {
    label: '공지사항 목록',
    onSelect: fn(),
    items: [
      { id: 'n1', title: '서비스 점검 안내', date: '2026.11.21', category: '공지', isNew: true },
      { id: 'n2', title: '개인정보 처리방침 변경 안내', date: '2026.11.01', category: '공지' },
      { id: 'n3', title: '추석 연휴 고객센터 운영 안내', date: '2026.09.20' },
    ],
  },
} satisfies Meta<typeof BoardList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Board: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /서비스 점검 안내/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('n1');
  },
};

export const BoardEmpty: Story = {
  args: { items: [], emptyTitle: '등록된 글이 없어요' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '등록된 글이 없어요' })).toHaveAttribute('data-state', 'empty');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Qna: Story = {
  render: (args) => (
    <QnaCardList
      onSelect={args.onSelect}
      items={[
        { id: 'q1', title: '출금은 언제 되나요?', date: '2026.11.20', status: 'waiting' },
        { id: 'q2', title: '청약 취소 문의', date: '2026.11.19', status: 'answered', category: '청약' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '1:1 문의 목록' });
    const waiting = within(list).getByRole('button', { name: /출금은 언제 되나요\?/ });
    await expect(within(waiting).getByText('답변 대기')).toHaveAttribute('data-status', 'waiting');
    const answered = within(list).getByRole('button', { name: /청약 취소 문의/ });
    await expect(within(answered).getByText('답변 완료')).toHaveAttribute('data-status', 'answered');
  },
};

export const QnaEmpty: Story = {
  render: (args) => <QnaCardList items={[]} onSelect={args.onSelect} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '문의 내역이 없어요' })).toHaveAttribute('data-state', 'empty');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};
