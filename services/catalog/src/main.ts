import 'reflect-metadata';
import { requiredServiceUrl, runService } from '@mercato/runtime';
import { catalogService } from './catalog-service';

/** The catalog service alone, on Kafka and its own PostgreSQL (DATABASE_URL); see docs/running.md. */
runService('catalog', (config) =>
  catalogService({
    sitesServiceUrl: requiredServiceUrl(config, 'SITES_SERVICE_URL'),
    siteUsersServiceUrl: config.serviceUrls.get('SITE_USERS_SERVICE_URL'),
    formsServiceUrl: config.serviceUrls.get('FORMS_SERVICE_URL'),
  }),
);
