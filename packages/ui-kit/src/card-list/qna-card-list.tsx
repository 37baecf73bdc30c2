import { EmptyState } from '../states/states';

export type QnaStatus = 'waiting' | 'answered';

export interface QnaItem {
  id: string;
  title: string;
  /** As shown, e.g. '2026.11.21'. */
  date: string;
  status: QnaStatus;
  category?: string;
}

export interface QnaCardListProps {
  items: readonly QnaItem[];
  onSelect: (id: string) => void;
  label?: string;
  emptyTitle?: string;
}

/** The words the product's inquiry list shows (features-support's `qnaStatusLabel`). */
const STATUS_LABEL: Record<QnaStatus, string> = { waiting: '답변 대기', answered: '답변 완료' };

/**
 * 1:1 inquiries with their answer status.
 *
 * @example
 * <QnaCardList items={inquiries} onSelect={(id) => navigate(`/support/qna/${id}`)} />
 */
export function QnaCardList({ items, onSelect, label = '1:1 문의 목록', emptyTitle = '문의 내역이 없어요' }: QnaCardListProps) {
  if (items.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <ul className="jg-cards" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className="jg-card" onClick={() => onSelect(item.id)}>
            <span className="jg-card__status" data-status={item.status}>
              {STATUS_LABEL[item.status]}
            </span>
            {item.category ? <span className="jg-card__category">{item.category}</span> : null}
            <span className="jg-card__title">{item.title}</span>
            <span className="jg-card__meta">{item.date}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
