import { DomainError } from '@mercato/domain';

/** Why the cart refused a command; the message is shown to the visitor as it is. */
export class CartError extends DomainError {}

export const refused = (message: string, field?: string) => new CartError('invalid', message, field);
export const missing = (message: string) => new CartError('not_found', message);
