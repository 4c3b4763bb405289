import 'reflect-metadata';
import { requiredServiceUrl, runService } from '@mercato/runtime';
import { restockService } from './restock-service';

/** The restock service alone, on Kafka and its own PostgreSQL (DATABASE_URL); SMTP_URL for delivery. */
runService('restock', (config) => restockService({ sitesServiceUrl: requiredServiceUrl(config, 'SITES_SERVICE_URL') }));
