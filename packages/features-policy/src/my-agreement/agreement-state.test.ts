import { describe, expect, it } from 'vitest';
import { agreementStateOf } from './agreement-state';

describe('agreementStateOf', () => {
  it('동의 여부와 동의한 버전으로 상태를 정한다', () => {
    expect(agreementStateOf({ agreedYn: 'N', version: null }, '3.2')).toBe('NOT_AGREED');
    expect(agreementStateOf({ agreedYn: 'Y', version: '3.1' }, '3.2')).toBe('OUTDATED');
    expect(agreementStateOf({ agreedYn: 'Y', version: '3.2' }, '3.2')).toBe('AGREED');
  });
});
