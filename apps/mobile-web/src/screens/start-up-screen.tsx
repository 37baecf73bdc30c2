/**
 * The start-up page (`/`): the word-mark while the start-up flow decides where to go.
 *
 * @example
 * <StartUpScreen />
 */
export function StartUpScreen() {
  return (
    <div className="start-up-screen" aria-busy="true">
      <span className="start-up-screen__logo">조각</span>
      <span role="status">잠시만 기다려주세요</span>
    </div>
  );
}
