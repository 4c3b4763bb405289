/** Spec §9: a store URL id has at least 3 characters. */
export const STORE_URL_ID_MIN_LENGTH = 3;
export const DEFAULT_STORE_FALLBACK_TITLE = 'store';

/** Lowercase ASCII slug: accents dropped, other non-alphanumerics collapsed to '-', trimmed of '-'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Spec §5 "Store URL id": from the store title; the fallback title when that is empty or too short;
 * "-1", "-2", ... appended while the id is taken.
 */
export function deriveStoreUrlId(
  title: string,
  takenUrlIds: ReadonlySet<string>,
  fallbackTitle: string = DEFAULT_STORE_FALLBACK_TITLE,
): string {
  const fromTitle = slugify(title);
  const base = fromTitle.length >= STORE_URL_ID_MIN_LENGTH ? fromTitle : slugify(fallbackTitle);
  if (!takenUrlIds.has(base)) return base;
  let suffix = 1;
  while (takenUrlIds.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
