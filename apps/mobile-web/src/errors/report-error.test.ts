import { afterEach, describe, expect, it, vi } from 'vitest';
import { createErrorLog } from './error-log';
import {
  installConsoleOnlyErrorHandlers,
  installGlobalErrorHandlers,
  reportAppError,
  reportRejection,
} from './report-error';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reportAppError', () => {
  it('메시지와 현재 경로 이름을 로그와 콘솔에 남긴다', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const log = createErrorLog();
    const error = new Error('boom');
    reportAppError(error, '/_main/home', log);
    expect(log.entries()[0]).toMatchObject({ kind: 'uncaught', message: 'boom', route: '/_main/home' });
    expect(consoleError).toHaveBeenCalledWith('[jogak] boom (route: /_main/home)', error);
  });
});

describe('reportRejection', () => {
  it('이유와 스택을 남긴다', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const log = createErrorLog();
    reportRejection('late', '/my', log);
    expect(log.entries()[0]).toMatchObject({ kind: 'rejection', message: 'late', route: '/my', stack: undefined });
    expect(consoleError).toHaveBeenCalledWith('[jogak] unhandled rejection: late', 'late');
  });
});

describe('installGlobalErrorHandlers', () => {
  it('처리되지 않은 거부는 로그로, 창 오류는 콘솔로만', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const log = createErrorLog();
    const target = new EventTarget() as unknown as Window;
    const uninstall = installGlobalErrorHandlers(() => '/my', target, log);
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('late') });
    target.dispatchEvent(rejection);
    const windowError = new Event('error') as ErrorEvent;
    Object.defineProperty(windowError, 'message', { value: 'Script error.' });
    target.dispatchEvent(windowError);
    expect(log.entries().map((e) => [e.kind, e.message, e.route])).toEqual([['rejection', 'late', '/my']]);
    expect(consoleError).toHaveBeenLastCalledWith('[jogak] window error:', 'Script error.', undefined);
    uninstall();
    target.dispatchEvent(rejection);
    expect(log.entries()).toHaveLength(1);
  });
  it('제한 모드에서는 콘솔에만 쓴다', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const target = new EventTarget() as unknown as Window;
    const uninstall = installConsoleOnlyErrorHandlers(target);
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'nope' });
    target.dispatchEvent(rejection);
    expect(consoleError).toHaveBeenCalledWith('[jogak] unhandled rejection:', 'nope');
    uninstall();
  });
});
