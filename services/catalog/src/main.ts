import 'reflect-metadata';
import { runService, serviceUrlFromEnv } from '@mercato/runtime';
import { catalogService } from './catalog-service';

/** The catalog service alone, on Kafka and its own PostgreSQL (DATABASE_URL); see docs/running.md. */
runService('catalog', (env) => catalogService({ sitesServiceUrl: serviceUrlFromEnv('SITES_SERVICE_URL', env) }));
