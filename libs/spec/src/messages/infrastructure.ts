/** Spec §8 "Captcha". */
export const CAPTCHA_MESSAGES = { notSetUp: 'ReCaptcha has not been set up!' } as const;

/** Spec §8 "Store and preferences". */
export const STORE_MESSAGES = {
  mainNavigationMissing: 'Unable to find site main navigation',
  subscriptionPriceUnavailable: 'Unavailable',
} as const;

/** Spec §8 "Tracking and infrastructure". */
export const TRACKING_MESSAGES = {
  analyticsIdNotStored: 'Unable to store analyticsId',
  storageUnavailable: 'Unable access local/session storage.',
  noPayload: 'no payload',
  cannotFindModule: 'Cannot find module',
} as const;

export function trackingHttpErrorMessage(status: number): string {
  return `Error tracking event: HTTP Status ${status}`;
}

/** Spec §8: the newer tracker warns when an event's own fields replace ones it fills itself. */
export function autoPopulatedFieldsOverwrittenMessage(fields: readonly string[]): string {
  return `Tracking event overwrote auto-populated fields: ${fields.join(', ')}`;
}

/** Spec §8: the newer tracker warns about a source environment it does not know. */
export function invalidSourceEnvironmentMessage(value: string): string {
  return `Source environment must be dev, staging or prod, not "${value}"`;
}

/** Spec §8 "Template engine" expression messages. */
export const TEMPLATE_EXPRESSION_MESSAGES = {
  invalidHexEscape: 'Invalid 2-char hex escape found',
  invalidUnicodeEscape: 'Invalid unicode escape found',
  mismatchedOperator: 'Mismatched operator found',
  unexpectedOperator: 'Unexpected operator found during evaluation',
  functionCallFailed: 'Error calling function',
  invalidOperatorArguments: 'Invalid arguments to operator',
  stringTooLong: 'Concatenation would exceed maximum string length',
  tooManyTokens: 'Expression exceeds the maximum number of allowed tokens',
  unterminatedString: 'Unterminated string',
  illegalBareCharacter: 'Illegal bare character in string literal',
  invalidFunction: 'Invalid function',
  invalidSourceParameter: 'Invalid source parameter, pass in originalSize',
} as const;
