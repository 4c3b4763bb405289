import 'reflect-metadata';
import { requiredServiceUrl, runService } from '@mercato/runtime';
import { mediaService } from './media-service';

/** The media service alone, on Kafka and its own PostgreSQL (DATABASE_URL); see docs/running.md. */
runService('media', (config) => mediaService({ sitesServiceUrl: requiredServiceUrl(config, 'SITES_SERVICE_URL') }));
