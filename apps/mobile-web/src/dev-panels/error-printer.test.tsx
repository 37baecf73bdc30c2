import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createErrorLog } from '../errors/error-log';
import { ErrorPrinter } from './error-printer';

describe('ErrorPrinter', () => {
  it('기록된 오류를 경로와 함께 보여주고 지울 수 있다', async () => {
    const log = createErrorLog();
    render(<ErrorPrinter log={log} />);
    expect(screen.queryByRole('log')).toBeNull();
    act(() => log.add({ kind: 'uncaught', message: 'boom', route: '/_main/home', stack: undefined, at: 1 }));
    expect(screen.getByRole('log', { name: '개발용 오류 기록' })).toHaveTextContent('오류 1건');
    expect(screen.getByRole('listitem')).toHaveTextContent('오류 boom (/_main/home)');
    await userEvent.click(screen.getByRole('button', { name: '지우기' }));
    expect(screen.queryByRole('log')).toBeNull();
  });
});
