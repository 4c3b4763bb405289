import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PaymentProvider } from './payment-provider';
import { TestPaymentProvider } from './test-provider/test-payment-provider';

/**
 * The process's payment provider (a `PaymentProvider`): what checkout charges, refunds and saves
 * cards with, and what subscription renewals charge. One binding for every context, so a card
 * checkout saved is charged by renewals at the same provider, and swapping providers is one change.
 */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/**
 * Binds PAYMENT_PROVIDER once per process (a static module: every importer shares its one
 * instance). The configured provider is the built-in test provider, the embedded default and, for
 * now, the only one. Needs the platform's DataSource.
 */
@Module({
  providers: [{ provide: PAYMENT_PROVIDER, inject: [DataSource], useFactory: (dataSource: DataSource): PaymentProvider => new TestPaymentProvider(dataSource) }],
  exports: [PAYMENT_PROVIDER],
})
export class PaymentsModule {}
