import 'reflect-metadata';
import { requiredServiceUrl, runService } from '@mercato/runtime';
import { siteUsersService } from './site-users-service';

/** The site-users service alone, on Kafka and its own PostgreSQL (DATABASE_URL); see docs/running.md. */
runService('site-users', (config) =>
  siteUsersService({ sitesServiceUrl: requiredServiceUrl(config, 'SITES_SERVICE_URL'), cartServiceUrl: config.serviceUrls.get('CART_SERVICE_URL'), catalogServiceUrl: config.serviceUrls.get('CATALOG_SERVICE_URL') }),
);
