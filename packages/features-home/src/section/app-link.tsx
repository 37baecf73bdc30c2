import type { MouseEvent, ReactNode } from 'react';

export interface AppLinkProps {
  readonly to: string;
  readonly onNavigate: (to: string) => void;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A real link (it can be long-pressed, opened in a tab, read as a link) whose plain click is
 * handed to the app's router instead of reloading the page.
 */
export function AppLink({ to, onNavigate, className, children }: AppLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onNavigate(to);
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
