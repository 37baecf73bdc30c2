/** The query of /policy/{agreementKey}/my-agreement. */
export interface MyAgreementSearch {
  /** `agree`: the consent screen instead of the agreement's state (spec §2). */
  readonly mode?: 'agree';
}

/**
 * /policy/{agreementKey}/my-agreement's `validateSearch`: keeps `mode=agree`, drops the rest.
 *
 * @example
 * parseMyAgreementSearch({ mode: 'agree' }) // { mode: 'agree' }
 * parseMyAgreementSearch({ mode: 'view' }) // {}
 */
export function parseMyAgreementSearch(raw: Record<string, unknown>): MyAgreementSearch {
  return raw.mode === 'agree' ? { mode: 'agree' } : {};
}
