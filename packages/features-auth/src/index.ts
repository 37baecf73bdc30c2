export { AccessPermissionScreen } from './access-permission/access-permission-screen';
export type { AccessPermissionScreenProps } from './access-permission/access-permission-screen';
export { FirstTimeSignUpScreen } from './first-time-sign-up/first-time-sign-up-screen';
export type { FirstTimeSignUpScreenProps } from './first-time-sign-up/first-time-sign-up-screen';
