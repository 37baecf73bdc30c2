import { dataOf, jogakClientOf, type components } from '@jogak/api-client';
import { queryOptions } from '@tanstack/react-query';

export type RoadAddress = components['schemas']['Address'];
/** A search's answer: the addresses found (at most 20). */
export type AddressSearchResult = components['schemas']['AddressSearchResult'];

/**
 * The road-name address search (designed: `GET /main/v1/util/address`), cached per keyword.
 *
 * @example
 * useQuery(addressQueries.search('세종대로 110'));
 */
export const addressQueries = {
  all: () => ['address'] as const,
  search: (keyword: string) =>
    queryOptions({
      queryKey: [...addressQueries.all(), 'search', keyword] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/util/address', { params: { query: { keyword } }, signal })),
      // A search that failed is shown with its retry button; do not keep the sheet waiting.
      retry: false,
    }),
};

/** The shortest keyword the search takes (the contract's `minLength`). */
export const ADDRESS_KEYWORD_MIN = 2;
