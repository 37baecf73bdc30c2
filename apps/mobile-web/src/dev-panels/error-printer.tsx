import { useSyncExternalStore } from 'react';
import { errorLog, type ErrorLog } from '../errors/error-log';

/**
 * The development on-screen error printer of spec section 8: every logged error with its route,
 * newest last, until dismissed. Mounted only in development builds.
 *
 * @example
 * <ErrorPrinter />
 */
export function ErrorPrinter({ log = errorLog }: { log?: ErrorLog }) {
  const entries = useSyncExternalStore(log.subscribe, log.entries, log.entries);
  if (entries.length === 0) return null;
  return (
    <aside className="error-printer" role="log" aria-label="개발용 오류 기록">
      <header className="error-printer__header">
        <strong>오류 {entries.length}건</strong>
        <button type="button" onClick={() => log.clear()}>
          지우기
        </button>
      </header>
      <ol className="error-printer__list">
        {entries.map((entry) => (
          <li key={`${entry.at}-${entry.message}`}>
            <span className="error-printer__kind">{entry.kind === 'uncaught' ? '오류' : '거부'}</span>{' '}
            {entry.message} <span className="error-printer__route">({entry.route ?? '-'})</span>
            {entry.stack ? <pre>{entry.stack}</pre> : null}
          </li>
        ))}
      </ol>
    </aside>
  );
}
