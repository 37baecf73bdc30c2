import { SystemScreen } from './system-screen';

/**
 * /access-restricted: shown alone, without the rest of the app, when the start-up environment
 * check fails (spec section 2). It offers no way on, because nothing else can run safely here.
 *
 * @example
 * <AccessRestrictedScreen />
 */
export function AccessRestrictedScreen() {
  return (
    <SystemScreen
      tone="warning"
      title="접근이 제한되었어요"
      text="지금 환경에서는 조각을 안전하게 이용할 수 없어요. 조각 앱이나 최신 브라우저에서 다시 열어주세요."
    />
  );
}
