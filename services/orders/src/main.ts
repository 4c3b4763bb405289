import 'reflect-metadata';
import { requiredServiceUrl, runService } from '@mercato/runtime';
import { ordersService } from './orders-service';

/** The orders service alone, on Kafka and its own PostgreSQL (DATABASE_URL); see docs/running.md. */
runService('orders', (config) =>
  ordersService({
    sitesServiceUrl: requiredServiceUrl(config, 'SITES_SERVICE_URL'),
    catalogServiceUrl: requiredServiceUrl(config, 'CATALOG_SERVICE_URL'),
    cartServiceUrl: requiredServiceUrl(config, 'CART_SERVICE_URL'),
    siteUsersServiceUrl: config.serviceUrls.get('SITE_USERS_SERVICE_URL'),
  }),
);
