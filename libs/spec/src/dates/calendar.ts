/** Spec §9: calendar-event links carry a compact UTC timestamp, e.g. 20240315T143000Z. */
export function compactUtcTimestamp(instant: Date | number): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}
