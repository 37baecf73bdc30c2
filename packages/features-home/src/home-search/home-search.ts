/** A query modal of /home (spec §2): `modal=CDD`, `modal=WLF&code=200|400`, `modal=INPROGRESS`. */
export type HomeModal = { modal: 'CDD' } | { modal: 'WLF'; code: '200' | '400' } | { modal: 'INPROGRESS' };

/**
 * The validated search of /home: a modal, or nothing. The empty case names the keys as optional
 * `undefined`, so the app can drop an answered modal from the query with typed navigation.
 */
export type HomeSearch = HomeModal | { modal?: undefined; code?: undefined };

function codeOf(value: unknown): '200' | '400' | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replaceAll('"', '') : '';
  return text === '200' || text === '400' ? text : null;
}

/** The modal a query asks for, or `null`. */
function modalOf(raw: Readonly<Record<string, unknown>>): HomeModal | null {
  switch (raw.modal) {
    case 'CDD':
      return { modal: 'CDD' };
    case 'INPROGRESS':
      return { modal: 'INPROGRESS' };
    case 'WLF': {
      const code = codeOf(raw.code);
      return code ? { modal: 'WLF', code } : null;
    }
    default:
      return null;
  }
}

/**
 * Validates /home's query for the router (`validateSearch: parseHomeSearch`). Anything that is
 * not one of the four modals is dropped rather than rejected, so a stray query never breaks /home.
 * `code` may arrive as a number (TanStack Router parses JSON values) or a string.
 *
 * A `modal` or `code` the query has is always answered, as `undefined` when it is not part of a
 * modal: the router lays this answer over the raw query, so a key left out would reach the screen
 * as the address had it. Without either, the answer is empty, which lets the app carry the current
 * query over (spec §2).
 *
 * @example
 * parseHomeSearch({ modal: 'WLF', code: 200 }) // { modal: 'WLF', code: '200' }
 * parseHomeSearch({ modal: 'CDD', code: '400' }) // { modal: 'CDD', code: undefined }
 * parseHomeSearch({ modal: 'WLF' }) // { modal: undefined }
 * parseHomeSearch({}) // {}
 */
export function parseHomeSearch(raw: Readonly<Record<string, unknown>>): HomeSearch {
  return { ...('modal' in raw ? { modal: undefined } : {}), ...('code' in raw ? { code: undefined } : {}), ...modalOf(raw) };
}

/**
 * The modal a search asks for, or `null`. The search is read again, so one that did not pass
 * through `parseHomeSearch` (a story, a test, another caller) opens nothing for a `modal=` this
 * screen does not know.
 *
 * @example
 * homeModalOf({ modal: 'INPROGRESS' }) // { modal: 'INPROGRESS' }
 * homeModalOf({ modal: 'BOGUS' }) // null
 */
export function homeModalOf(search: Readonly<Record<string, unknown>>): HomeModal | null {
  return modalOf(search);
}
