/** Spec §5 "Forms" validation messages. */
export const FORM_VALIDATION_MESSAGES = {
  required: 'Required',
  characterLimitExceeded: 'You have exceeded the character limit.',
  emailInvalid: 'Email is not valid. Email addresses should follow the format user@domain.com.',
  someFieldsInvalid: 'One or more fields is invalid, please check your entries.',
} as const;

/** Spec §8 "Forms" messages outside the status-code table. */
export const FORM_MESSAGES = {
  processingError: 'Error processing form submission. Please reload and try again.',
  captchaFailed: 'reCAPTCHA failed. Refresh this page and try again.',
  submissionKeyUnavailable: 'Could not get a form submission key, please try again later.',
  fieldsUnparsable: 'Could not parse the form fields, please check your entries.',
  problemAbove: 'Your form has encountered a problem. Please scroll down to review.',
  problemBelow: 'Your form has encountered a problem. Please scroll up to review.',
  unknownError: 'Unknown error, please try again later.',
  saving: 'Saving…',
} as const;

const SUBMISSION_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: 'Unable to submit form. Please try again later.',
  404: 'This form has not been configured yet.',
  429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  500: 'Unable to send form. Please try again later.',
};

/**
 * Spec §8: the banner text for a failed save. A 400 with a field errors map is shown per field
 * by the caller; anything else falls back to the server's text, then to the unknown-error text.
 */
export function formSubmissionErrorMessage(status: number, serverErrorText?: string): string {
  return SUBMISSION_STATUS_MESSAGES[status] ?? (serverErrorText || FORM_MESSAGES.unknownError);
}

/** Spec §2 "Textarea character counter" text, "n / max". */
export function characterCounterText(length: number, maxLength: number): string {
  return `${length} / ${maxLength}`;
}

/** Spec §5: the counter reads its maximum from a data attribute; a non-number or a value below 1 turns it off. */
export function characterCounterMaxLength(attributeValue: string | null | undefined): number | undefined {
  if (attributeValue == null || attributeValue.trim() === '') return undefined;
  const maxLength = Number(attributeValue);
  return Number.isFinite(maxLength) && maxLength >= 1 ? Math.floor(maxLength) : undefined;
}
