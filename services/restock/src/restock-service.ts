import { RemoteContributorAuthModule, RemotePortModule } from '@mercato/http';
import { MailModule } from '@mercato/mail';
import { combineParts, type ServiceWithRuntime } from '@mercato/runtime';
import { siteDirectoryModules, siteDirectoryParts } from '@mercato/sites/read-model';
import { RestockModule, restockParts } from '@mercato/restock/http';
import { HttpPageGate, PAGE_GATE } from '@mercato/site-users/ports';

export interface RestockServiceOptions {
  /** The sites service, which keeps contributor accounts: owner sessions are checked there. */
  readonly sitesServiceUrl: string;
  /** The forms service, whose captcha provider checks sign-ups where the site asks for a captcha. */
  readonly formsServiceUrl: string;
  /**
   * The site-users service (SITE_USERS_SERVICE_URL), which keeps lock screens: a visitor's sign-up
   * asks it whether the site's lock screen closes it (SiteLockGuard, HttpPageGate; 503 while it does
   * not answer). Absent: no site lock closes the sign-up.
   */
  readonly siteUsersServiceUrl?: string | undefined;
}

/**
 * Distributed mode's restock service: sign-ups, owner sends and the mail dispatcher. Stock comes
 * from the catalog topic and hosts from the sites topic, into this service's own tables.
 */
export function restockService({ sitesServiceUrl, formsServiceUrl, siteUsersServiceUrl }: RestockServiceOptions): ServiceWithRuntime {
  return {
    apiTitle: 'Mercato restock',
    transport: 'kafka',
    parts: combineParts(restockParts, siteDirectoryParts),
    modules: () => [
      RemoteContributorAuthModule.forOrigin(sitesServiceUrl),
      ...siteDirectoryModules(),
      ...(siteUsersServiceUrl ? [RemotePortModule.of(PAGE_GATE, new HttpPageGate(siteUsersServiceUrl))] : []),
      MailModule,
      RestockModule.withRemoteCaptcha(formsServiceUrl),
    ],
  };
}
