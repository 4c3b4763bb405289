import { INSTALMENT_FALLBACK_LOCALE } from '@mercato/spec';
import { type InstalmentOfferView } from '@mercato/views';

/** The store's instalment offer, or undefined when it cannot be read (then no badge shows). */
export async function fetchInstalmentOffer(fetchImpl: typeof fetch = fetch): Promise<InstalmentOfferView | null> {
  const response = await fetchImpl('/api/storefront/instalments', { headers: { Accept: 'application/json' } });
  return response.ok ? ((await response.json()) as InstalmentOfferView) : null;
}

/**
 * Spec §7 instalment modal page for `locale`; spec §8: a failure to load it is a console warning
 * only (undefined), the dialog stays usable.
 */
export async function fetchInstalmentInfoPage(locale: string, warn: (message: string) => void, fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetchImpl(`/api/storefront/instalments/info/${encodeURIComponent(locale || INSTALMENT_FALLBACK_LOCALE)}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.text();
  } catch (error) {
    warn(`Could not load the instalment information page (${locale}): ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
