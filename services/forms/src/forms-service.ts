import { RemoteContributorAuthModule, RemotePortModule } from '@mercato/http';
import { MailModule } from '@mercato/mail';
import { combineParts, type ServiceWithRuntime } from '@mercato/runtime';
import { siteDirectoryModules, siteDirectoryParts } from '@mercato/sites/read-model';
import { HttpStorePages, STORE_PAGES } from '@mercato/catalog/ports';
import { CaptchaInternalModule, FormDefinitionsInternalModule, FormsModule, formsParts } from '@mercato/forms/http';

export interface FormsServiceOptions {
  /** The sites service, which keeps contributor accounts: owner sessions are checked there. */
  readonly sitesServiceUrl: string;
  /**
   * The catalog service (CATALOG_SERVICE_URL), which keeps the store pages: a form is placed only on
   * pages the site has. Absent: page ids are not checked.
   */
  readonly catalogServiceUrl?: string | undefined;
}

/**
 * Distributed mode's forms service: forms, submissions, keys, captcha and mailing lists on its own
 * database; the site hosts come from the sites topic through the sites context's site directory
 * (`@mercato/sites/read-model`), as in the other services. MailModule sends the owner notifications when SMTP_URL is set.
 */
export function formsService({ sitesServiceUrl, catalogServiceUrl }: FormsServiceOptions): ServiceWithRuntime {
  return {
    apiTitle: 'Mercato forms',
    transport: 'kafka',
    parts: combineParts(formsParts, siteDirectoryParts),
    modules: () => [
      RemoteContributorAuthModule.forOrigin(sitesServiceUrl),
      ...siteDirectoryModules(),
      ...(catalogServiceUrl ? [RemotePortModule.of(STORE_PAGES, new HttpStorePages(catalogServiceUrl))] : []),
      MailModule,
      FormsModule,
      // Restock's sign-ups are checked here too (HttpCaptchaVerifier): one provider, one record of spent challenges.
      CaptchaInternalModule,
      // The catalog's product pages read a product's additional-fields form here (HttpFormDefinitions).
      FormDefinitionsInternalModule,
    ],
  };
}
