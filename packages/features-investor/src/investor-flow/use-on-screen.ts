import { useCallback, useEffect, useRef } from 'react';

/**
 * Answers whether the screen is still shown. A submission that answers after the screen is gone
 * (left by a way that does not wait for it, as a session ending does) must not navigate the
 * member back into the flow from wherever they are now. React's development remount unmounts and
 * mounts again at once; the second mount sets it back.
 *
 * @example
 * const onScreen = useOnScreen();
 * await send();
 * if (onScreen()) navigate({ route: '/investment-analysis/invest-result' });
 */
export function useOnScreen(): () => boolean {
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return useCallback(() => shown.current, []);
}
