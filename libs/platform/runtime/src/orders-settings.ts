/** The orders context's settings (libs/orders/README.md). */
export interface OrdersSettings {
  /**
   * How long a checkout may hold its stock without paying before the reservation sweeper gives it
   * back (`ORDERS_RESERVATION_MAX_AGE_SECONDS`, default 900): longer than any payment takes.
   */
  readonly reservationMaxAgeSeconds: number;
}

const DEFAULT_RESERVATION_MAX_AGE_SECONDS = 900;

export function ordersSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): OrdersSettings {
  const text = env.ORDERS_RESERVATION_MAX_AGE_SECONDS?.trim();
  const value = text ? Number(text) : DEFAULT_RESERVATION_MAX_AGE_SECONDS;
  if (!Number.isInteger(value) || value < 1) throw new Error(`ORDERS_RESERVATION_MAX_AGE_SECONDS must be a whole number of seconds of at least 1, not '${text}'`);
  return { reservationMaxAgeSeconds: value };
}
