import { RemoteContributorAuthModule } from '@mercato/http';
import { MailModule } from '@mercato/mail';
import { combineParts, type ServiceWithRuntime } from '@mercato/runtime';
import { siteDirectoryModules, siteDirectoryParts } from '@mercato/sites/read-model';
import { RestockModule, restockParts } from '@mercato/restock/http';

export interface RestockServiceOptions {
  /** The sites service, which keeps contributor accounts: owner sessions are checked there. */
  readonly sitesServiceUrl: string;
  /** The forms service, whose captcha provider checks sign-ups where the site asks for a captcha. */
  readonly formsServiceUrl: string;
}

/**
 * Distributed mode's restock service: sign-ups, owner sends and the mail dispatcher. Stock comes
 * from the catalog topic and hosts from the sites topic, into this service's own tables.
 */
export function restockService({ sitesServiceUrl, formsServiceUrl }: RestockServiceOptions): ServiceWithRuntime {
  return {
    apiTitle: 'Mercato restock',
    transport: 'kafka',
    parts: combineParts(restockParts, siteDirectoryParts),
    modules: () => [
      RemoteContributorAuthModule.forOrigin(sitesServiceUrl),
      ...siteDirectoryModules(),
      MailModule,
      RestockModule.withRemoteCaptcha(formsServiceUrl),
    ],
  };
}
