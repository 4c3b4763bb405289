import { DomainError } from '@mercato/domain';

/** Why the gift cards context refused a command. */
export class GiftCardError extends DomainError {}
