/** The stream moved on since it was read: the command is decided again on fresh state. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: ExpectedVersion,
  ) {
    super(`Stream ${streamId} is not at the expected version ${String(expectedVersion)}`);
    this.name = 'ConcurrencyError';
  }
}

/** `no_stream`: the stream must not exist; a number: the stream must be exactly at that version; `any`: no check. */
export type ExpectedVersion = number | 'no_stream' | 'any';
