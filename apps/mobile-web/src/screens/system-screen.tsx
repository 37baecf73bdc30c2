import type { ReactNode } from 'react';

/**
 * The common frame of the system screens (offline, error, not-found, access-restricted): an
 * illustration slot, a title, a line of text and the actions, centred on a phone screen.
 *
 * @example
 * <SystemScreen title="이런!" text="잠시 후 다시 시도해주세요." actions={<Button>홈으로</Button>} />
 */
export function SystemScreen({
  title,
  text,
  actions,
  tone = 'neutral',
}: {
  title: string;
  text: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'warning';
}) {
  return (
    <div className="system-screen" data-tone={tone}>
      <div className="system-screen__body">
        <div className="system-screen__mark" aria-hidden="true">
          {tone === 'warning' ? '!' : '?'}
        </div>
        <h1 className="system-screen__title">{title}</h1>
        <p className="system-screen__text">{text}</p>
      </div>
      {actions ? <div className="system-screen__actions">{actions}</div> : null}
    </div>
  );
}
