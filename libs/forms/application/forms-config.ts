/** Limits of the forms context, from the environment (numbers the spec leaves to the product). */
export interface FormsConfig {
  /** How long a form submission key can be spent after it is issued. */
  readonly keyTtlSeconds: number;
  /** Accepted submissions per form and client address per minute; the next one answers 429. */
  readonly submissionsPerMinute: number;
}

export const FORMS_CONFIG = Symbol('FORMS_CONFIG');

export function formsConfigFromEnv(env: NodeJS.ProcessEnv): FormsConfig {
  return {
    keyTtlSeconds: positiveNumber(env.FORMS_KEY_TTL_SECONDS, 'FORMS_KEY_TTL_SECONDS', 600),
    submissionsPerMinute: positiveNumber(env.FORMS_SUBMISSIONS_PER_MINUTE, 'FORMS_SUBMISSIONS_PER_MINUTE', 5),
  };
}

function positiveNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return number;
}
