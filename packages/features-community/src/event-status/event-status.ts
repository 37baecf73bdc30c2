import type { components } from '@jogak/api-client';

/** How an event's status reads (the contract's UPCOMING, ONGOING, ENDED). */
export const EVENT_STATUS_LABELS: Readonly<Record<components['schemas']['EventStatus'], string>> = {
  UPCOMING: '예정',
  ONGOING: '진행 중',
  ENDED: '종료',
};
