/** The time as the renewal scheduler reads it: injectable, so a test can run a year of renewals in a second. */
export interface Clock {
  now(): Date;
}

export const SUBSCRIPTION_CLOCK = Symbol('SUBSCRIPTION_CLOCK');

export const systemClock: Clock = { now: () => new Date() };
