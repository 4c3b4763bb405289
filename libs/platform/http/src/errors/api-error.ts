import type { ErrorEnvelope, PageGateView } from '@mercato/views';

export type { ErrorEnvelope } from '@mercato/views';

export interface ApiErrorDetails {
  code?: string;
  errors?: Record<string, string>;
  crumbFail?: boolean;
  pageGate?: PageGateView;
}

/** An error whose status and message are meant for the caller, sent as the error envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return this.details.code;
  }

  get errors(): Record<string, string> | undefined {
    return this.details.errors;
  }

  toEnvelope(): ErrorEnvelope {
    return { status: this.status, message: this.message, ...this.details };
  }
}
