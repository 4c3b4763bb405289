import { slugify } from '@mercato/spec';

/** One product option as the owner types it: a name and its values, e.g. Size: S, M, L. */
export interface OptionDraft {
  readonly name: string;
  readonly values: string;
}

export interface OptionValue {
  readonly optionName: string;
  readonly value: string;
}

/** A variant row the form shows before it is sent: its option values and a suggested SKU. */
export interface VariantCombination {
  readonly key: string;
  readonly optionValues: readonly OptionValue[];
  readonly suggestedSku: string;
}

/** "S, M ,, L" -> ["S", "M", "L"]: trimmed, empty and repeated values dropped. */
export function parseOptionValues(text: string): string[] {
  return [...new Set(text.split(',').map((value) => value.trim()).filter((value) => value !== ''))];
}

/** The options that take part: named, with at least one value, each name once. */
export function usableOptions(options: readonly OptionDraft[]): Array<{ name: string; values: string[] }> {
  const seen = new Set<string>();
  return options.flatMap((option) => {
    const name = option.name.trim();
    const values = parseOptionValues(option.values);
    if (name === '' || values.length === 0 || seen.has(name)) return [];
    seen.add(name);
    return [{ name, values }];
  });
}

/**
 * Every combination of the options' values, in option order (the first option varies slowest),
 * as the product's variants; no options give the one variant a product without options has.
 */
export function variantCombinations(productTitle: string, options: readonly OptionDraft[]): VariantCombination[] {
  const base = slugify(productTitle).toUpperCase() || 'SKU';
  const combos = usableOptions(options).reduce<OptionValue[][]>(
    (partial, option) => partial.flatMap((prefix) => option.values.map((value) => [...prefix, { optionName: option.name, value }])),
    [[]],
  );
  return combos.map((optionValues) => ({
    key: optionValues.map((option) => `${option.optionName}=${option.value}`).join('|'),
    optionValues,
    suggestedSku: [base, ...optionValues.map((option) => slugify(option.value).toUpperCase())].filter(Boolean).join('-'),
  }));
}
