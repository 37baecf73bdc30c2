import type { components } from './generated/openapi';

/**
 * A schema of the contract by name: `ApiSchema<'OfferingDetail'>` instead of
 * `components['schemas']['OfferingDetail']`.
 */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
