import { describe, expect, it } from 'vitest';
import { notificationTimeText } from './notification-time';

describe('notificationTimeText', () => {
  it('서울 시간의 날짜와 시:분', () => {
    expect(notificationTimeText('2025-03-03T08:00:00+09:00')).toBe('2025.03.03 08:00');
    expect(notificationTimeText('2025-03-02T23:30:00Z')).toBe('2025.03.03 08:30');
  });
});
