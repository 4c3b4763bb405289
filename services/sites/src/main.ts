import 'reflect-metadata';
import { runService } from '@mercato/runtime';
import { sitesService } from './sites-service';

/** The sites service alone, on Kafka and its own PostgreSQL (DATABASE_URL); see docs/running.md. */
runService('sites', () => sitesService);
