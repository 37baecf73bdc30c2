import { BOTTOM_NAV_TABS, BottomNav, Header, type BottomNavTabKey } from '@jogak/ui-kit';
import type { ReactNode } from 'react';

export interface MainLayoutProps {
  /** The route title; the logo shows without one. */
  title: string | null;
  /** /my paints the header purple (spec section 2). */
  tone: 'default' | 'my';
  /** Shows the header's back button (a page that is not a tab's own). */
  onBack?: () => void;
  /** New notification history exists (only ever true when logged in). */
  hasNewNotifications: boolean;
  onBell: () => void;
  activeTab: BottomNavTabKey | undefined;
  onSelectTab: (tab: BottomNavTabKey) => void;
  children: ReactNode;
}

/**
 * The main layout of spec section 2: a fixed header (title or logo, the bell) over the page and
 * the five-tab footer navigation under it. The page is the document's one `<main>`: the layouts
 * own it, so a feature screen never draws its own.
 *
 * @example
 * <MainLayout title={null} tone="default" hasNewNotifications={false} onBell={openAlerts}
 *   activeTab="home" onSelectTab={selectTab}><Outlet /></MainLayout>
 */
export function MainLayout({
  title,
  tone,
  onBack,
  hasNewNotifications,
  onBell,
  activeTab,
  onSelectTab,
  children,
}: MainLayoutProps) {
  return (
    <div className="main-layout">
      <div className="main-layout__header">
        <Header {...(title ? { title } : {})} {...(onBack ? { onBack } : {})} tone={tone} bell={{ hasNew: hasNewNotifications, onClick: onBell }} />
      </div>
      <main className="main-layout__page">{children}</main>
      <div className="main-layout__nav">
        <BottomNav items={BOTTOM_NAV_TABS} activeKey={activeTab} onSelect={onSelectTab} />
      </div>
    </div>
  );
}
