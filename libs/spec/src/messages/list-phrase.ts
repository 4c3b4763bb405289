/** "A", "A and B", "A, B and C": the spec's list-then-last phrasing (no serial comma). */
export function joinListThenLast(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
