import { DISPLAY_DEFAULTS } from '@mercato/spec';
import { hasValue, type FormFieldDefinition } from './fields/form-field';

/** A stored answer (spec §3 form summary field: value, values, or likert answers). */
export interface StoredValue {
  readonly fieldId: string;
  readonly value: string;
  readonly values: readonly string[];
  readonly answers: Readonly<Record<string, string>>;
}

export interface StoredSubmission {
  readonly submissionId: string;
  readonly submittedAt: string;
  readonly pagePath: string;
  readonly values: readonly StoredValue[];
}

/** One answer as one cell: list parts joined, likert as "question: value"; no answer is "N/A" (spec §8). */
export function answerText(stored: StoredValue | undefined): string {
  if (!stored) return DISPLAY_DEFAULTS.noAnswer;
  const parts = stored.value ? [stored.value] : stored.values.length > 0 ? stored.values.filter(Boolean) : Object.entries(stored.answers).map(([question, answer]) => `${question}: ${answer}`);
  return parts.length > 0 ? parts.join(' ') : DISPLAY_DEFAULTS.noAnswer;
}

/**
 * Submissions as CSV (RFC 4180), one column per field of the form as it is now. A cell a spreadsheet
 * would run as a formula (=, +, -, @ first) is prefixed with a quote mark.
 */
export function submissionsCsv(fields: readonly FormFieldDefinition[], submissions: readonly StoredSubmission[]): string {
  const columns = fields.filter(hasValue);
  const header = ['Submitted', ...columns.map((field) => field.title), 'Page'];
  const rows = submissions.map((submission) => [
    submission.submittedAt,
    ...columns.map((field) => answerText(submission.values.find((value) => value.fieldId === field.id))),
    submission.pagePath,
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
