import type { ReactNode } from 'react';
import { BackIcon, BellIcon } from '../icons/icons';

export interface HeaderBell {
  /** New notification history exists (the app only sets it for a logged-in user, spec §2). */
  hasNew: boolean;
  onClick: () => void;
}

export interface HeaderProps {
  /** The route title; without one the logo shows (spec §2). */
  title?: string;
  /** Shows the back button. */
  onBack?: () => void;
  /** Shows the notification bell. */
  bell?: HeaderBell;
  /** `my` paints the purple header of /my (token `--jg-color-header-my`). */
  tone?: 'default' | 'my';
  /** Replaces the default word-mark. */
  logo?: ReactNode;
  /** Extra actions, placed before the bell. */
  actions?: ReactNode;
}

/**
 * The fixed top bar of the main layout.
 *
 * @example
 * <Header title="공지사항" onBack={() => history.back()} bell={{ hasNew: true, onClick: openAlerts }} />
 */
export function Header({ title, onBack, bell, tone = 'default', logo, actions }: HeaderProps) {
  return (
    <header className="jg-header" data-tone={tone}>
      <div className="jg-header__start">
        {onBack ? (
          <button type="button" className="jg-icon-button" aria-label="뒤로 가기" onClick={onBack}>
            <BackIcon />
          </button>
        ) : null}
        {title ? (
          <h1 className="jg-header__title">{title}</h1>
        ) : (
          <span className="jg-header__logo">{logo ?? <span className="jg-header__wordmark">조각</span>}</span>
        )}
      </div>
      <div className="jg-header__end">
        {actions}
        {bell ? (
          <button
            type="button"
            className="jg-icon-button"
            aria-label={bell.hasNew ? '알림, 새 알림 있음' : '알림'}
            data-state={bell.hasNew ? 'new' : 'none'}
            onClick={bell.onClick}
          >
            <BellIcon hasNew={bell.hasNew} />
          </button>
        ) : null}
      </div>
    </header>
  );
}
