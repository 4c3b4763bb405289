import { compactUtcTimestamp } from './calendar';
import { dateFromJulianDay, julianDay, JULIAN_DAY_MAX, JULIAN_DAY_RANGE_MESSAGE } from './julian-day';
import { DEFAULT_TEMPLATE_TIME_ZONE, isValidTimeZone, zonedDateTimeParts } from './time-zones';

describe('compactUtcTimestamp (spec §9)', () => {
  it.each<[Date | number, string]>([
    [new Date('2024-03-15T14:30:00.000Z'), '20240315T143000Z'],
    [new Date('2024-03-15T10:30:05-04:00'), '20240315T143005Z'],
    [Date.UTC(1999, 11, 31, 23, 59, 59, 999), '19991231T235959Z'],
    [0, '19700101T000000Z'],
  ])('%s becomes %s', (instant, text) => expect(compactUtcTimestamp(instant)).toBe(text));

  it('rejects an invalid date', () => expect(() => compactUtcTimestamp(Number.NaN)).toThrow(RangeError));
});

describe('time zones (spec §9)', () => {
  it('defaults templates to America/New_York', () => expect(DEFAULT_TEMPLATE_TIME_ZONE).toBe('America/New_York'));

  it.each([
    ['America/New_York', true], ['Europe/Berlin', true], ['UTC', true], ['US/Eastern', true], ['Mars/Olympus', false], ['', false],
  ])('%s is a valid zone: %s', (zone, valid) => expect(isValidTimeZone(zone)).toBe(valid));

  it.each([
    ['2024-01-15T12:00:00Z', 'America/New_York', { year: 2024, month: 1, day: 15, hour: 7, minute: 0, second: 0, offsetMinutes: -300 }],
    ['2024-07-15T12:00:00Z', undefined, { year: 2024, month: 7, day: 15, hour: 8, minute: 0, second: 0, offsetMinutes: -240 }],
    ['2024-03-10T06:59:59Z', 'America/New_York', { year: 2024, month: 3, day: 10, hour: 1, minute: 59, second: 59, offsetMinutes: -300 }],
    ['2024-03-10T07:00:00Z', 'America/New_York', { year: 2024, month: 3, day: 10, hour: 3, minute: 0, second: 0, offsetMinutes: -240 }],
    ['2024-12-31T23:30:00Z', 'Asia/Kolkata', { year: 2025, month: 1, day: 1, hour: 5, minute: 0, second: 0, offsetMinutes: 330 }],
  ])('%s in %s', (iso, zone, parts) => expect(zonedDateTimeParts(new Date(iso), zone)).toEqual(parts));
});

describe('Julian day range (spec §8)', () => {
  it.each<[Date | number, number]>([
    [Date.UTC(2000, 0, 1, 12), 2_451_545],
    [0, 2_440_587.5],
    [Date.UTC(-4713, 10, 24, 12), 0],
  ])('%s is Julian day %d', (instant, day) => expect(julianDay(instant)).toBeCloseTo(day, 6));

  it('ends on the last day of 8652 AD', () => {
    expect(dateFromJulianDay(JULIAN_DAY_MAX).toISOString()).toBe('8652-12-31T23:59:59.999Z');
    expect(() => julianDay(Date.UTC(8653, 0, 1))).toThrow(JULIAN_DAY_RANGE_MESSAGE);
  });

  it.each([Date.UTC(-4713, 10, 24, 11, 59), Number.NaN])('rejects %s with the spec message', (instant) => {
    expect(() => julianDay(instant)).toThrow(JULIAN_DAY_RANGE_MESSAGE);
  });

  it.each([-1, JULIAN_DAY_MAX + 1])('rejects Julian day %d', (day) => expect(() => dateFromJulianDay(day)).toThrow(RangeError));
});
