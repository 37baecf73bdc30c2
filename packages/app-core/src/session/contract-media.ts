/** The `media` values of the HTTP contract. */
export type ContractMedia = 'ANDROID' | 'IOS' | 'WEB';

/**
 * The contract's `media` for what the shell reported: a desktop browser (no shell, or a value
 * the contract does not know) is WEB.
 *
 * @example
 * contractMedia('IOS'); // 'IOS'
 * contractMedia(''); // 'WEB'
 */
export function contractMedia(media: string): ContractMedia {
  return media === 'ANDROID' || media === 'IOS' || media === 'WEB' ? media : 'WEB';
}
