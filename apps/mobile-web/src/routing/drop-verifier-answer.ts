import { DROPPED_VERIFIER_RESULT_SEARCH } from '@jogak/app-core';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { followRoute } from './follow-route';

/** The verifier's return pages that read its answer once, on arrival (MY's phone change drops it through its screen). */
type VerifierAnswerPage = '/init/kmc/result' | '/auth/forgot-pin';

/**
 * Drops the identity verifier's answer (the request key, the result and the person's CI, name,
 * birth and phone) from the address once the page has read it, replacing the entry: it must not
 * stay in the address bar, nor in the history a back or forward reaches. The screen reads it on
 * its first render and in its first effect, which run before this hook's effect. The route trail
 * has already noted that the run started at the verifier's answer (`followRouteTrail`), and a
 * replace keeps the entry's place, so the back rule is unchanged. A reload afterwards finds no
 * answer and says the result cannot be read, with 본인인증 다시 하기.
 *
 * @example
 * useDropVerifierAnswer('/auth/forgot-pin', Route.useSearch());
 */
export function useDropVerifierAnswer(page: VerifierAnswerPage, search: Readonly<Record<string, unknown>>): void {
  const router = useRouter();
  const carriesAnswer = Object.keys(DROPPED_VERIFIER_RESULT_SEARCH).some((field) => search[field] !== undefined);
  useEffect(() => {
    if (carriesAnswer) void followRoute(router, { route: page, search: DROPPED_VERIFIER_RESULT_SEARCH }, { replace: true });
  }, [carriesAnswer, page, router]);
}
