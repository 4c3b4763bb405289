/** Limits of the forms context (numbers the spec leaves to the product), from `RuntimeConfig.forms`. */
export interface FormsConfig {
  /** How long a form submission key can be spent after it is issued. */
  readonly keyTtlSeconds: number;
  /** Accepted submissions per form and client address per minute; the next one answers 429. */
  readonly submissionsPerMinute: number;
}

export const FORMS_CONFIG = Symbol('FORMS_CONFIG');
