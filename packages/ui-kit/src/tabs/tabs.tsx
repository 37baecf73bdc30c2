import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useFocusOnChange } from '../focus/use-focus-on-change';

export interface TabItem<V extends string = string> {
  value: V;
  label: string;
  content: ReactNode;
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
  return (
    <RadixTabs.Root
      className="jg-tabs"
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange ? (next) => onValueChange(next as V) : undefined}
    >
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
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="jg-tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
