import 'reflect-metadata';
import { runService, serviceUrlFromEnv } from '@mercato/runtime';
import { restockService } from './restock-service';

/** The restock service alone, on Kafka and its own PostgreSQL (DATABASE_URL); SMTP_URL for delivery. */
runService('restock', (env) => restockService({ sitesServiceUrl: serviceUrlFromEnv('SITES_SERVICE_URL', env) }));
