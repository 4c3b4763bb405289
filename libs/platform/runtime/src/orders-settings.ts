import { wholeNumberSetting } from './whole-number-setting';

/** The orders context's settings (libs/orders/README.md). */
export interface OrdersSettings {
  /**
   * How long a checkout may hold its stock without paying before the reservation sweeper gives it
   * back (`ORDERS_RESERVATION_MAX_AGE_SECONDS`, default 900): longer than any payment takes.
   */
  readonly reservationMaxAgeSeconds: number;
}

export function ordersSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): OrdersSettings {
  return { reservationMaxAgeSeconds: wholeNumberSetting(env, 'ORDERS_RESERVATION_MAX_AGE_SECONDS', 900, 1, 'seconds') };
}
