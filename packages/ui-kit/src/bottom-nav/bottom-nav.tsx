import type { ReactNode } from 'react';
import { AssetsIcon, HomeIcon, MarketIcon, MyIcon, SubscriptionIcon } from '../icons/icons';

export interface BottomNavItem<K extends string = string> {
  key: K;
  label: string;
  icon?: ReactNode;
}

export type BottomNavTabKey = 'home' | 'subscription' | 'assets' | 'market' | 'my';

/** The five tabs of spec §2, in order. The app maps keys to routes and applies the login gate. */
export const BOTTOM_NAV_TABS: ReadonlyArray<BottomNavItem<BottomNavTabKey>> = [
  { key: 'home', label: '홈', icon: <HomeIcon /> },
  { key: 'subscription', label: '청약', icon: <SubscriptionIcon /> },
  { key: 'assets', label: '자산', icon: <AssetsIcon /> },
  { key: 'market', label: '시세', icon: <MarketIcon /> },
  { key: 'my', label: 'my', icon: <MyIcon /> },
];

export interface BottomNavProps<K extends string> {
  items: ReadonlyArray<BottomNavItem<K>>;
  /** The tab shown as current: the tab of the page on screen, its own page or one of its sub-pages. */
  activeKey: K | undefined;
  /**
   * Called for every tap, the current tab's too: the app tells the tab's own page (where spec §2's
   * tap does nothing) from a sub-page under it (where the tap opens the tab's page).
   */
  onSelect: (key: K) => void;
  label?: string;
}

/**
 * The footer navigation.
 *
 * @example
 * <BottomNav items={BOTTOM_NAV_TABS} activeKey="home" onSelect={(key) => navigate(routeOf(key))} />
 */
export function BottomNav<K extends string>({ items, activeKey, onSelect, label = '주요 메뉴' }: BottomNavProps<K>) {
  return (
    <nav className="jg-bottom-nav" aria-label={label}>
      <ul className="jg-bottom-nav__list">
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <li key={item.key} className="jg-bottom-nav__item">
              <button
                type="button"
                className="jg-bottom-nav__tab"
                aria-current={active ? 'page' : undefined}
                data-state={active ? 'active' : 'inactive'}
                onClick={() => onSelect(item.key)}
              >
                {item.icon}
                <span className="jg-bottom-nav__label">{item.label}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
