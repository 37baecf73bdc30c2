export { DemoLogin } from './demo-login';
export type { DemoLoginProps } from './demo-login';
export { DemoLoginScreen } from './demo-login-screen';
export type { DemoLoginScreenProps, DemoMemberOption } from './demo-login-screen';
export { signInWithDemoMember } from './sign-in-with-demo-member';
export type { DemoSignInServices } from './sign-in-with-demo-member';
export { DemoLoginSheet } from './demo-login-sheet';
