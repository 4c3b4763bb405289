import 'reflect-metadata';
import { requiredServiceUrl, runService } from '@mercato/runtime';
import { formsService } from './forms-service';

/** The forms service alone, on Kafka and its own PostgreSQL (DATABASE_URL); see docs/running.md. */
runService('forms', (config) =>
  formsService({ sitesServiceUrl: requiredServiceUrl(config, 'SITES_SERVICE_URL'), catalogServiceUrl: config.serviceUrls.get('CATALOG_SERVICE_URL') }),
);
