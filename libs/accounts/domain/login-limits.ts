/**
 * How often one may try to log in. Every attempt takes a token from the account's bucket and from
 * the client address's bucket; an empty bucket refuses the attempt with 429 before any password is
 * checked, so guessing one account's password, or many accounts' from one address, is slow.
 */
export interface LoginRateLimits {
  readonly perAccount: { readonly burst: number; readonly perSecond: number };
  readonly perAddress: { readonly burst: number; readonly perSecond: number };
}

export const LOGIN_RATE_LIMITS: LoginRateLimits = {
  /** 10 attempts at once, then one every 6 seconds (10 a minute). */
  perAccount: { burst: 10, perSecond: 1 / 6 },
  /** 30 attempts at once (an office behind one address), then one a second. */
  perAddress: { burst: 30, perSecond: 1 },
};

/** Emails are stored and compared lower-cased and trimmed. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
