import 'reflect-metadata';
import { runService } from '@mercato/runtime';
import { cartService } from './cart-service';

/** The cart service alone, on Kafka and its own PostgreSQL (DATABASE_URL); see docs/running.md. */
runService('cart', (config) => cartService({ siteUsersServiceUrl: config.serviceUrls.get('SITE_USERS_SERVICE_URL') }));
