/** Spec §9 "Email pattern length 3 to 256". */
export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;

/** Deliberately simple: something, an at sign, something with a dot; no whitespace. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5/§9 general email validity. */
export function isValidEmail(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= EMAIL_MIN_LENGTH &&
    value.length <= EMAIL_MAX_LENGTH &&
    SIMPLE_EMAIL_PATTERN.test(value)
  );
}
