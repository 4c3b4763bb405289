import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PaymentsModule } from '@mercato/payments';
import { RUNTIME, type Runtime } from '@mercato/runtime';
import { CheckoutService, CheckoutSettingsService, GiftCardPayment, OrderAdminService, OrderCommandRunner, RESERVATION_MAX_AGE_MS, ReservationSweeper, SubscriptionCheckoutService } from '@mercato/orders/application';
import { OrderViews } from '@mercato/orders/infrastructure';
import { CheckoutController } from './checkout.controller';
import { OwnerOrdersController } from './owner-orders.controller';
import { ReservationSweeps } from './reservation-sweeps';
import { SubscriptionCheckoutController } from './subscription-checkout.controller';

/**
 * The orders context. Needs the platform's DataSource and PostgresEventStore, SITE_DIRECTORY (sites),
 * and the published ports of the modules given: CART_CHECKOUT (cart) and STOCK_RESERVATIONS
 * (catalog; in this transaction, or a saga with the catalog service), SUBSCRIPTIONS (subscriptions) for the
 * subscription checkout and GIFT_CARDS (gift cards). Pays through PAYMENT_PROVIDER of PaymentsModule
 * (@mercato/payments), the one provider subscription renewals charge too.
 * Sweeps checkouts that held stock unpaid longer than ORDERS_RESERVATION_MAX_AGE_SECONDS.
 */
@Module({})
export class OrdersModule {
  static withPorts(portModules: NonNullable<ModuleMetadata['imports']>): DynamicModule {
    return {
      module: OrdersModule,
      imports: [PaymentsModule, ...portModules],
      controllers: [CheckoutController, OwnerOrdersController, SubscriptionCheckoutController],
      providers: [
        { provide: OrderViews, inject: [DataSource], useFactory: (dataSource: DataSource) => new OrderViews(dataSource) },
        OrderCommandRunner,
        CheckoutSettingsService,
        CheckoutService,
        OrderAdminService,
        { provide: RESERVATION_MAX_AGE_MS, inject: [RUNTIME], useFactory: (runtime: Runtime) => runtime.config.orders.reservationMaxAgeSeconds * 1000 },
        ReservationSweeper,
        ReservationSweeps,
        SubscriptionCheckoutService,
        GiftCardPayment,
      ],
    };
  }
}
