/** Spec §9: templates render dates in this zone when the site has none. */
export const DEFAULT_TEMPLATE_TIME_ZONE = 'America/New_York';

/** IANA zone names as the platform's Intl data knows them, aliases included. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export interface ZonedDateTimeParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** Minutes east of UTC at that instant. */
  readonly offsetMinutes: number;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Wall-clock fields of an instant in a zone, from the platform's Intl zone rules (no hand-written tables). */
export function zonedDateTimeParts(instant: Date | number, timeZone: string = DEFAULT_TEMPLATE_TIME_ZONE): ZonedDateTimeParts {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  const fields = Object.fromEntries(
    formatterFor(timeZone).formatToParts(date).filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wallClockAsUtc = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second);
  const wholeSeconds = Math.floor(date.getTime() / 1000) * 1000;
  return { ...fields, offsetMinutes: Math.round((wallClockAsUtc - wholeSeconds) / 60000) };
}
