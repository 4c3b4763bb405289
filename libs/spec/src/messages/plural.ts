/** Spec §9: the message formatter cache holds 100 entries. */
export const MESSAGE_FORMATTER_CACHE_SIZE = 100;

/** A least-recently-used cache: formatters are costly to build, and locales and patterns repeat. */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly maxEntries: number = MESSAGE_FORMATTER_CACHE_SIZE) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError('A cache holds at least one entry');
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  getOrCreate(key: K, create: (key: K) => V): V {
    if (this.entries.has(key)) {
      const value = this.entries.get(key) as V;
      // Re-insert so the Map's insertion order stays least-recently-used first.
      this.entries.delete(key);
      this.entries.set(key, value);
      return value;
    }
    const value = create(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }
}

const pluralRules = new BoundedCache<string, Intl.PluralRules>();

/** Spec §5: plural display requires the `other` form; the rest are optional CLDR categories. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

/** Picks the CLDR plural form for `count` in `locale` and puts the count where the form says `#`. */
export function pluralDisplay(count: number, forms: PluralForms, locale = 'en-US'): string {
  if (typeof forms.other !== 'string') throw new TypeError("Plural display requires the 'other' form");
  const category = pluralRules.getOrCreate(locale, (key) => new Intl.PluralRules(key)).select(count);
  return (forms[category] ?? forms.other).replaceAll('#', String(count));
}
