import type { GateDialogCode } from '@jogak/app-core';

// A module of its own: the offering's 청약하기 needs only this name, not the apply route's gates,
// which bring the dialog catalogue with them (issue #18).

/**
 * The dialog a blocked transaction gate shows on the way to subscribing: login is asked as
 * SUBSCRIPTION_LOGIN (청약하려면 로그인해주세요), every other gate with its own NEED_* dialog.
 *
 * @example
 * subscriptionGateDialog('NEED_LOG_IN') // 'SUBSCRIPTION_LOGIN'
 */
export function subscriptionGateDialog(code: GateDialogCode): 'SUBSCRIPTION_LOGIN' | Exclude<GateDialogCode, 'NEED_LOG_IN'> {
  return code === 'NEED_LOG_IN' ? 'SUBSCRIPTION_LOGIN' : code;
}
