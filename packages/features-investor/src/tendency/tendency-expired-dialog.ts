import type { DialogDefinition } from '@jogak/ui-kit';

/**
 * The investment-tendency expiration dialog (spec §2): the result lasts 24 months; 다시 분석하기
 * answers true.
 */
export const TENDENCY_EXPIRED_DIALOG: DialogDefinition = {
  name: 'TENDENCY_EXPIRED',
  title: '투자성향 분석 유효기간이 지났어요',
  contents: '투자성향 분석 결과는 24개월 동안 유효해요. 다시 분석해야 청약과 주문을 할 수 있어요.',
  buttons: [
    { text: '닫기', style: 'outline', response: false },
    { text: '다시 분석하기', style: 'primary', response: true },
  ],
};
