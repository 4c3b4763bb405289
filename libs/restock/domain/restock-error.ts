import { DomainError } from '@mercato/domain';

/** Why the restock context refused a command. */
export class RestockError extends DomainError {}

/** A sign-up is for a sold-out variant only: one in stock can simply be bought. */
export const VARIANT_IN_STOCK_MESSAGE = 'This variant is in stock; restock notices are only for sold-out variants.';
export const UNKNOWN_VARIANT_MESSAGE = 'Product variant not found.';
export const UNKNOWN_SIGN_UP_MESSAGE = 'Restock sign-up not found.';
