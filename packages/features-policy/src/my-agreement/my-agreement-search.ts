/** The query of /policy/{agreementKey}/my-agreement. */
export interface MyAgreementSearch {
  /** `agree`: the consent screen instead of the agreement's state (spec §2). */
  readonly mode?: 'agree';
}

/**
 * /policy/{agreementKey}/my-agreement's `validateSearch`: keeps `mode=agree`. Any other `mode` is
 * answered as `undefined`: the router lays this answer over the raw query, so a key left out would
 * reach the screen as the address had it. Without a `mode`, the answer is empty, which lets the app
 * carry the current query over (spec §2).
 *
 * @example
 * parseMyAgreementSearch({ mode: 'agree' }) // { mode: 'agree' }
 * parseMyAgreementSearch({ mode: 'view' }) // { mode: undefined }
 * parseMyAgreementSearch({}) // {}
 */
export function parseMyAgreementSearch(raw: Record<string, unknown>): MyAgreementSearch {
  return 'mode' in raw ? { mode: raw.mode === 'agree' ? 'agree' : undefined } : {};
}
