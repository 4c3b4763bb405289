const MS_PER_DAY = 86_400_000;
/** Julian day of the Unix epoch, 1970-01-01T00:00Z. */
const UNIX_EPOCH_JULIAN_DAY = 2_440_587.5;

/** Spec §8: the supported range starts at Julian day 0 (1 January 4713 BC, Julian calendar, noon UTC). */
export const JULIAN_DAY_MIN = 0;
/** ...and ends with 31 December 8652 AD (Gregorian), the day's last millisecond. */
export const JULIAN_DAY_MAX = julianDayOf(Date.UTC(8653, 0, 1) - 1);
export const JULIAN_DAY_RANGE_MESSAGE = 'Julian day outside supported range (4713 BC to 8652 AD)';

function julianDayOf(epochMs: number): number {
  return epochMs / MS_PER_DAY + UNIX_EPOCH_JULIAN_DAY;
}

/** The (fractional) Julian day of an instant, rejecting instants outside the spec's range. */
export function julianDay(instant: Date | number): number {
  const day = julianDayOf(new Date(instant).getTime());
  if (!(day >= JULIAN_DAY_MIN && day <= JULIAN_DAY_MAX)) throw new RangeError(JULIAN_DAY_RANGE_MESSAGE);
  return day;
}

/** The instant of a Julian day, with the same range check. */
export function dateFromJulianDay(day: number): Date {
  if (!(day >= JULIAN_DAY_MIN && day <= JULIAN_DAY_MAX)) throw new RangeError(JULIAN_DAY_RANGE_MESSAGE);
  return new Date(Math.round((day - UNIX_EPOCH_JULIAN_DAY) * MS_PER_DAY));
}
