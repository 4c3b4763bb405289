import type { MigrationClass } from '@mercato/database';
import { PaymentsCreateTestProviderTables1795600310000 } from './1795600310000-payments-create-test-provider-tables';
import { PaymentsTestPaymentMethods1795600465000 } from './1795600465000-payments-test-payment-methods';

/** The test provider's tables: every process that mounts the test provider lists these. */
export const testPaymentMigrations: readonly MigrationClass[] = [PaymentsCreateTestProviderTables1795600310000, PaymentsTestPaymentMethods1795600465000];
