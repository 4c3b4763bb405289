import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FormBlockType, StoredSubmission } from '@mercato/forms/domain';
import type { FormSummary, MailingListSummary, SubmissionView } from '@mercato/forms/views';

export type { FormSummary, SubmissionView } from '@mercato/forms/views';

export const MAX_SUBMISSIONS_PAGE = 500;

/** The owner's reads: a site's forms, a form's submissions (newest first) and the site's mailing lists. */
@Injectable()
export class FormQueries {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async forms(websiteId: string): Promise<FormSummary[]> {
    const rows: { form_id: string; name: string; block_type: FormBlockType; revision: number; submissions: number }[] = await this.dataSource.query(
      `SELECT d.form_id, d.name, d.block_type, d.revision, (SELECT count(*)::int FROM form_submissions s WHERE s.form_id = d.form_id) AS submissions
         FROM form_definitions d WHERE d.website_id = $1 ORDER BY d.name, d.form_id`,
      [websiteId],
    );
    return rows.map((row) => ({ formId: row.form_id, name: row.name, blockType: row.block_type, revision: row.revision, submissions: row.submissions }));
  }

  async submissions(websiteId: string, formId: string, limit = MAX_SUBMISSIONS_PAGE): Promise<SubmissionView[]> {
    const rows: { submission_id: string; submitted_at: Date; page: Record<string, string>; submitted: StoredSubmission['values'] }[] = await this.dataSource.query(
      'SELECT submission_id, submitted_at, page, submitted FROM form_submissions WHERE website_id = $1 AND form_id = $2 ORDER BY submitted_at DESC, submission_id LIMIT $3',
      [websiteId, formId, Math.min(limit, MAX_SUBMISSIONS_PAGE)],
    );
    return rows.map((row) => ({ submissionId: row.submission_id, submittedAt: row.submitted_at.toISOString(), pagePath: row.page.pagePath ?? '', page: row.page, values: row.submitted }));
  }

  async mailingLists(websiteId: string): Promise<MailingListSummary[]> {
    const rows: { mailing_list_id: string; name: string; subscribers: number }[] = await this.dataSource.query(
      `SELECT l.mailing_list_id, l.name, (SELECT count(*)::int FROM form_mailing_list_members m WHERE m.mailing_list_id = l.mailing_list_id) AS subscribers
         FROM form_mailing_lists l WHERE l.website_id = $1 ORDER BY l.created_at, l.mailing_list_id`,
      [websiteId],
    );
    return rows.map((row) => ({ mailingListId: row.mailing_list_id, name: row.name, subscribers: row.subscribers }));
  }
}
