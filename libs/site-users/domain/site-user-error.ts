import { DomainError } from '@mercato/domain';

/** Why the site-users context refused a command; the message is shown to the visitor as it is. */
export class SiteUserError extends DomainError {}
