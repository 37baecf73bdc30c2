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

/**
 * Validates /home's query for the router (`validateSearch: parseHomeSearch`). Anything that is
 * not one of the four modals is dropped rather than rejected, so a stray query never breaks /home.
 * `code` may arrive as a number (TanStack Router parses JSON values) or a string.
 *
 * @example
 * parseHomeSearch({ modal: 'WLF', code: 200 }) // { modal: 'WLF', code: '200' }
 * parseHomeSearch({ modal: 'CDD', code: '400' }) // { modal: 'CDD' }
 * parseHomeSearch({ modal: 'WLF' }) // {}
 */
export function parseHomeSearch(raw: Readonly<Record<string, unknown>>): HomeSearch {
  switch (raw.modal) {
    case 'CDD':
      return { modal: 'CDD' };
    case 'INPROGRESS':
      return { modal: 'INPROGRESS' };
    case 'WLF': {
      const code = codeOf(raw.code);
      return code ? { modal: 'WLF', code } : {};
    }
    default:
      return {};
  }
}

/**
 * The modal a search asks for, or `null`. The search is read again with `parseHomeSearch`: the
 * router merges /home's validated search with the keys its parent routes carry, so a `modal=` this
 * screen does not know may still arrive, and must open nothing.
 *
 * @example
 * homeModalOf({ modal: 'INPROGRESS' }) // { modal: 'INPROGRESS' }
 * homeModalOf({ modal: 'BOGUS' }) // null
 */
export function homeModalOf(search: Readonly<Record<string, unknown>>): HomeModal | null {
  const parsed = parseHomeSearch(search);
  return parsed.modal === undefined ? null : parsed;
}
