/**
 * A whole-number variable: `fallback` when unset or blank, else at least `minimum`; anything else
 * stops the start with the variable's name, e.g. "... must be a whole number of seconds of at least 1".
 */
export function wholeNumberSetting(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number, minimum: number, unit: string): number {
  const text = env[name]?.trim();
  const value = text ? Number(text) : fallback;
  if (!Number.isInteger(value) || value < minimum) throw new Error(`${name} must be a whole number of ${unit} of at least ${minimum}, not '${text}'`);
  return value;
}
