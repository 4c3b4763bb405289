export type WholeNumberInput = { readonly value: number } | { readonly error: string };

/** A count the owner typed: a whole number, negative only when `signed` (a stock adjustment). */
export function parseWholeNumberInput(text: string, { signed = false }: { signed?: boolean } = {}): WholeNumberInput {
  const cleaned = text.trim().replace(/,/g, '');
  if (cleaned === '') return { error: 'Enter a number.' };
  if (!(signed ? /^[-+]?\d+$/ : /^\d+$/).test(cleaned)) return { error: signed ? 'Enter a whole number, e.g. 5 or -2.' : 'Enter a whole number, e.g. 5.' };
  const value = Number(cleaned);
  return Number.isSafeInteger(value) ? { value } : { error: 'That number is too large.' };
}
