/** Why a decider refused a command; the HTTP edge maps the code to a status. Pure: no framework. */
export type RefusalCode = 'invalid' | 'not_found' | 'already_exists' | 'conflict';

export class DomainError extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
    /** The input field the refusal is about, shown next to that field. */
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
