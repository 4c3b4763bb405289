export * from './order.streams';
export * from './order-command-runner';
export * from './checkout-settings.service';
export * from './order-confirmation-mail';
export * from './checkout.service';
export * from './order-admin.service';
export * from './reservation-sweeper';
export * from './subscription-checkout';
