import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { BoardList } from './board-list';
import { QnaCardList } from './qna-card-list';

describe('BoardList', () => {
  it('글을 카드로 보여 주고 누르면 id를 넘긴다', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = render(
      <BoardList
        label="공지사항 목록"
        onSelect={onSelect}
        items={[
          { id: 'n1', title: '서비스 점검 안내', date: '2026.11.21', category: '공지', isNew: true },
          { id: 'n2', title: '개인정보 처리방침 변경', date: '2026.11.01' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: '공지사항 목록' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /서비스 점검 안내/ }));
    expect(onSelect).toHaveBeenCalledWith('n1');
    expect(screen.getByRole('button', { name: /서비스 점검 안내/ })).toHaveTextContent('공지서비스 점검 안내N새 글2026.11.21');
    await expectNoAxeViolations(container);
  });

  it('글이 없으면 빈 상태', () => {
    render(<BoardList label="이벤트 목록" items={[]} onSelect={() => undefined} emptyTitle="진행 중인 이벤트가 없어요" />);
    expect(screen.getByRole('region', { name: '진행 중인 이벤트가 없어요' })).toBeInTheDocument();
  });
});

describe('QnaCardList', () => {
  it('답변 상태를 보여 준다', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = render(
      <QnaCardList
        onSelect={onSelect}
        items={[
          { id: 'q1', title: '출금은 언제 되나요?', date: '2026.11.20', status: 'waiting' },
          { id: 'q2', title: '청약 취소 문의', date: '2026.11.19', status: 'answered', category: '청약' },
        ]}
      />,
    );
    expect(screen.getByText('답변 대기')).toHaveAttribute('data-status', 'waiting');
    expect(screen.getByText('답변 완료')).toHaveAttribute('data-status', 'answered');
    await user.click(screen.getByRole('button', { name: /청약 취소 문의/ }));
    expect(onSelect).toHaveBeenCalledWith('q2');
    await expectNoAxeViolations(container);
  });

  it('문의가 없으면 빈 상태', () => {
    render(<QnaCardList items={[]} onSelect={() => undefined} />);
    expect(screen.getByText('문의 내역이 없어요')).toBeInTheDocument();
  });
});
