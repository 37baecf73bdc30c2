/**
 * The customer-service number shown in dialogs and screens. The spec names no number; this is the
 * value they use unless the app passes its own. A module of its own so that a screen showing the
 * number (/home's modals) does not bring the whole dialog catalogue into its chunk (issue #18).
 */
export const CUSTOMER_SERVICE_PHONE = '1644-0000';
