import { accountMutations } from '@jogak/api-client';
import { formatWon } from '@jogak/domain-rules';
import { showToast } from '@jogak/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The spec's wait before asking for received deposits (§7, §9): the screen settles first. */
export const RECEPTION_LOOKUP_DELAY_MS = 800;

/**
 * Once the screen has been open 800 ms, asks the partner for deposits received since the last
 * lookup; money found is announced and every account figure is asked again.
 */
export function useReceptionLookup(): void {
  const { mutate } = useMutation(accountMutations.receptionLookup({ sync: true }));
  useEffect(() => {
    const timer = setTimeout(() => {
      mutate(undefined, {
        onSuccess: (lookup) => {
          if (lookup.receivedYn === 'Y') showToast(`${formatWon(lookup.receivedAmt)}이 입금되었어요.`);
        },
      });
    }, RECEPTION_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mutate]);
}
