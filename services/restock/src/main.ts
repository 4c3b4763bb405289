import 'reflect-metadata';
import { requiredServiceUrl, runService } from '@mercato/runtime';
import { restockService } from './restock-service';

/** The restock service alone, on Kafka and its own PostgreSQL (DATABASE_URL); SMTP_URL for delivery; FORMS_SERVICE_URL checks captchas. */
runService('restock', (config) => restockService({ sitesServiceUrl: requiredServiceUrl(config, 'SITES_SERVICE_URL'), formsServiceUrl: requiredServiceUrl(config, 'FORMS_SERVICE_URL') }));
