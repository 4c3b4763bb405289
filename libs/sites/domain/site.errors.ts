import { DomainError } from '@mercato/domain';

/** Why the sites context refused a command. */
export class SiteError extends DomainError {}
