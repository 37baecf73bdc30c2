import * as RadixTabs from '@radix-ui/react-tabs';
import { useState, type ReactNode } from 'react';
import { useFocusOnChange } from '../focus/use-focus-on-change';

export interface TabItem<V extends string = string> {
  value: V;
  label: string;
  content: ReactNode;
  /**
   * Once first shown, the panel stays mounted while another tab is selected, hidden (out of the
   * accessibility tree, nothing in it focusable): coming back costs no render from scratch (a
   * chart's canvas), and what it holds is as it was left. Until first shown it is not mounted.
   */
  keepMounted?: boolean;
}

export interface TabsProps<V extends string> {
  items: ReadonlyArray<TabItem<V>>;
  /** Controlled value; omit for uncontrolled use with `defaultValue`. */
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  /** Names the tab list for screen readers. */
  label: string;
}

/**
 * Tabs with the WAI-ARIA tab pattern (Radix): arrow keys move between tabs, Tab enters the panel.
 * A controlled `value` changed by the screen (a withdrawal done opens 입출금 내역) while focus is
 * lost, the focused control gone with the panel it was in, hands focus to the newly selected tab.
 *
 * @example
 * <Tabs label="로그인 유형" items={[{ value: 'individual', label: '개인', content: <A /> }, { value: 'corporate', label: '법인', content: <B /> }]} />
 */
export function Tabs<V extends string>({ items, value, defaultValue, onValueChange, label }: TabsProps<V>) {
  const selectedTabRef = useFocusOnChange<HTMLButtonElement>(value);
  // The selection is followed here too (Radix keeps its own when uncontrolled): a kept panel is
  // hidden by hand, since Radix draws a force-mounted panel whether selected or not.
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? uncontrolledValue;
  const [keptPanels, setKeptPanels] = useState<ReadonlySet<V>>(() => new Set());
  if (selected !== undefined && !keptPanels.has(selected) && items.some((item) => item.value === selected && item.keepMounted)) {
    setKeptPanels(new Set([...keptPanels, selected]));
  }
  const select = (next: string) => {
    setUncontrolledValue(next as V);
    onValueChange?.(next as V);
  };
  return (
    <RadixTabs.Root className="jg-tabs" value={selected} onValueChange={select}>
      <RadixTabs.List className="jg-tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            ref={item.value === value ? selectedTabRef : undefined}
            value={item.value}
            className="jg-tabs__tab"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) =>
        item.keepMounted && keptPanels.has(item.value) ? (
          <RadixTabs.Content key={item.value} value={item.value} className="jg-tabs__panel" forceMount hidden={item.value !== selected}>
            {item.content}
          </RadixTabs.Content>
        ) : (
          <RadixTabs.Content key={item.value} value={item.value} className="jg-tabs__panel">
            {item.content}
          </RadixTabs.Content>
        ),
      )}
    </RadixTabs.Root>
  );
}
