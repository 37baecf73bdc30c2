import type { ReactNode } from 'react';

/**
 * The frame of the pages outside the main layout (start-up, sign-up and login, KYC, the investor
 * questionnaires, subscription apply, the system pages): the whole screen is the document's one
 * `<main>`. The layouts own it, so a feature screen never draws its own.
 *
 * @example
 * <ScreenLayout><Outlet /></ScreenLayout>
 */
export function ScreenLayout({ children }: { children: ReactNode }) {
  return <main className="screen-layout">{children}</main>;
}
