import type { components } from '@jogak/api-client';

type CloseCondition = components['schemas']['CloseCondition']['condition'];

/** Each account-closing condition of spec §9 as a requirement, and what to do when it is not met. */
export const CLOSE_CONDITION_COPY: Readonly<Record<CloseCondition, { readonly title: string; readonly unmet: string }>> = {
  NO_BALANCE: {
    title: '보유 종목과 예치금이 없어야 해요',
    unmet: '보유 종목이나 예치금이 남아 있어요. 보유 종목을 모두 매도하고 예치금을 출금해주세요.',
  },
  NO_UNFILLED_ORDERS: {
    title: '미체결 주문이 없어야 해요',
    unmet: '체결되지 않은 주문이 있어요. 주문이 체결되거나 주문을 취소한 뒤 탈퇴할 수 있어요.',
  },
  NO_PENDING_SUBSCRIPTIONS: {
    title: '환불이나 입고를 기다리는 청약이 없어야 해요',
    unmet: '환불이나 입고를 기다리는 청약이 있어요. 배정과 환불·입고가 끝난 뒤 탈퇴할 수 있어요.',
  },
  NO_UNPAID_RIGHTS: {
    title: '받지 않은 배당금이나 청산금이 없어야 해요',
    unmet: '아직 지급되지 않은 배당금이나 청산금이 있어요. 지급이 끝난 뒤 탈퇴할 수 있어요.',
  },
};

/** Why a member leaves (`closeReasonCod`); the spec names no codes, so these are ours (README). */
export const CLOSE_REASONS = [
  { code: '01', label: '서비스를 자주 이용하지 않아요' },
  { code: '02', label: '투자할 상품이 마음에 들지 않아요' },
  { code: '03', label: '앱을 이용하기 불편해요' },
  { code: '04', label: '개인정보가 걱정돼요' },
  { code: '99', label: '기타' },
] as const;

/** A `closeReasonCod`. */
export type CloseReasonCode = (typeof CLOSE_REASONS)[number]['code'];

/** The code whose reason the member writes in their own words. */
export const OTHER_REASON: CloseReasonCode = '99';
