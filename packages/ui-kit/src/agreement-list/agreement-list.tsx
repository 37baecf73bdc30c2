import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';

export interface Agreement {
  id: string;
  /** The document's name, e.g. '서비스 이용약관'. */
  title: string;
  required: boolean;
  /** Opens the full text; shows a '보기' button when given. */
  onView?: () => void;
}

export interface AgreementListProps {
  items: readonly Agreement[];
  /** Ids of the checked items. */
  checked: readonly string[];
  onCheckedChange: (checked: string[]) => void;
  /** Enabled once every required item is checked. */
  onConfirm: () => void;
  /**
   * Called when 취소 is pressed. The list asks nothing itself: the screen owns the cancel question
   * (the app's dialog catalogue, e.g. app-core's CONFIRM_CANCEL_SIGN_UP), so its copy lives in one
   * place.
   */
  onCancel: () => void;
  confirmLabel?: string;
}

/**
 * Terms to agree to: one "all" box, one box per document marked [필수]/[선택], a confirm button
 * that needs every required one, and a cancel button that hands over to the screen's question.
 *
 * @example
 * <AgreementList items={terms} checked={checked} onCheckedChange={setChecked} onConfirm={next} onCancel={leave} />
 */
export function AgreementList({
  items,
  checked,
  onCheckedChange,
  onConfirm,
  onCancel,
  confirmLabel = '동의하고 계속하기',
}: AgreementListProps) {
  const checkedSet = new Set(checked);
  const all = items.length > 0 && items.every((i) => checkedSet.has(i.id));
  const some = !all && items.some((i) => checkedSet.has(i.id));
  const requiredDone = items.filter((i) => i.required).every((i) => checkedSet.has(i.id));

  return (
    <div className="jg-agreements">
      <Checkbox
        label="전체 동의"
        emphasis
        checked={all}
        indeterminate={some}
        onCheckedChange={(on) => onCheckedChange(on ? items.map((i) => i.id) : [])}
      />
      <ul className="jg-agreements__list" aria-label="약관 목록">
        {items.map((item) => (
          <li key={item.id} className="jg-agreements__item">
            <Checkbox
              label={`[${item.required ? '필수' : '선택'}] ${item.title}`}
              checked={checkedSet.has(item.id)}
              required={item.required}
              onCheckedChange={(on) =>
                onCheckedChange(on ? items.filter((i) => i.id === item.id || checkedSet.has(i.id)).map((i) => i.id) : checked.filter((id) => id !== item.id))
              }
            />
            {item.onView ? (
              <Button status="outline" size="mini" aria-label={`${item.title} 보기`} onClick={item.onView}>
                보기
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="jg-agreements__actions">
        <Button status="muted" size="large" onClick={onCancel}>
          취소
        </Button>
        <Button status="primary" size="large" disabled={!requiredDone} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
