import { DomainError } from '@mercato/domain';

/** Why the orders context refused a command; buyer-facing messages are shown as they are. */
export class OrderError extends DomainError {}

export const refused = (message: string, field?: string) => new OrderError('invalid', message, field);
