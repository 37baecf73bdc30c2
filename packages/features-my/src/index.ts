export { MyScreen } from './my-screen/my-screen';
export type { MyScreenProps, MyUser } from './my-screen/my-screen';
