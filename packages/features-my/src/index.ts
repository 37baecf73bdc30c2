export { MyScreen } from './my-screen/my-screen';
export type { MyScreenProps, MyUser } from './my-screen/my-screen';
export { MemberInfoScreen } from './member-info/member-info-screen';
export type { MemberInfoScreenProps } from './member-info/member-info-screen';
export type { PhoneChangeServices } from './phone-change/phone-change';
export { EmailChangeScreen } from './email-change/email-change-screen';
export { BIOMETRICS_STORAGE_KEYS } from './app-menu/security-settings';
export { referralUrl } from './app-menu/referral-share';
export type { MyBridge } from './pin-entry/pin-entry';
