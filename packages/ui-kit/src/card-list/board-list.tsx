import { EmptyState } from '../states/states';

export interface BoardItem {
  id: string;
  title: string;
  /** As shown, e.g. '2026.11.21'. */
  date: string;
  category?: string;
  isNew?: boolean;
}

export interface BoardListProps {
  items: readonly BoardItem[];
  onSelect: (id: string) => void;
  /** Names the list, e.g. '공지사항 목록'. */
  label: string;
  emptyTitle?: string;
}

/**
 * A board of posts (notices, events, press): one card per row, the whole card is the button.
 *
 * @example
 * <BoardList label="공지사항 목록" items={notices} onSelect={(id) => navigate(`/support/notice/${id}`)} />
 */
export function BoardList({ items, onSelect, label, emptyTitle = '등록된 글이 없어요' }: BoardListProps) {
  if (items.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <ul className="jg-cards" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className="jg-card" onClick={() => onSelect(item.id)}>
            {item.category ? <span className="jg-card__category">{item.category}</span> : null}
            <span className="jg-card__title">
              {item.title}
              {item.isNew ? (
                <span className="jg-card__new">
                  <span aria-hidden="true">N</span>
                  <span className="jg-visually-hidden">새 글</span>
                </span>
              ) : null}
            </span>
            <span className="jg-card__meta">{item.date}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
