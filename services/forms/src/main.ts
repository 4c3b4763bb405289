import 'reflect-metadata';
import { runService, serviceUrlFromEnv } from '@mercato/runtime';
import { formsService } from './forms-service';

/** The forms service alone, on Kafka and its own PostgreSQL (DATABASE_URL); see docs/running.md. */
runService('forms', (env) => formsService({ sitesServiceUrl: serviceUrlFromEnv('SITES_SERVICE_URL', env) }));
