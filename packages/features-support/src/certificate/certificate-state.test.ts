import { describe, expect, it } from 'vitest';
import { certificateState, certificateStateLabel } from './certificate-state';

const now = new Date('2025-03-04T10:00:00+09:00');

describe('certificateState', () => {
  it('만료일이 지나면 만료됨', () => {
    expect(certificateState('2025-03-04T09:59:59+09:00', now)).toBe('EXPIRED');
  });

  it('만료까지 30일 이내면 만료 임박, 그보다 멀면 사용 가능', () => {
    expect(certificateState('2025-04-03T10:00:00+09:00', now)).toBe('EXPIRING');
    expect(certificateState('2025-04-03T10:00:01+09:00', now)).toBe('VALID');
  });

  it('읽을 수 없는 날짜는 쓸 수 없는 인증서로 본다', () => {
    expect(certificateState('언젠가', now)).toBe('EXPIRED');
  });

  it('상태를 한국어로 부른다', () => {
    expect(['VALID', 'EXPIRING', 'EXPIRED'].map((state) => certificateStateLabel(state as 'VALID'))).toEqual(['사용 가능', '만료 임박', '만료됨']);
  });
});
