import 'reflect-metadata';
import { requiredServiceUrl, runService } from '@mercato/runtime';
import { restockService } from './restock-service';

/** The restock service alone, on Kafka and its own PostgreSQL (DATABASE_URL); SMTP_URL for delivery; FORMS_SERVICE_URL checks captchas; SITE_USERS_SERVICE_URL the site's lock. */
runService('restock', (config) =>
  restockService({
    sitesServiceUrl: requiredServiceUrl(config, 'SITES_SERVICE_URL'),
    formsServiceUrl: requiredServiceUrl(config, 'FORMS_SERVICE_URL'),
    siteUsersServiceUrl: config.serviceUrls.get('SITE_USERS_SERVICE_URL'),
  }),
);
