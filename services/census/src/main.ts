import 'reflect-metadata';
import { runService } from '@mercato/runtime';
import { censusService } from './census-service';

/** The census service alone, on Kafka and its own PostgreSQL (DATABASE_URL); see docs/running.md. */
runService('census', () => censusService);
