import type { EntityManager } from 'typeorm';
import type { FormSubmitted } from '@mercato/contracts';
import type { DefinedForm } from '@mercato/forms/domain';

/** Writes of the owner's views, each inside the append's transaction (read-your-writes for the owner). */
export const formViews = {
  async writeForm(manager: EntityManager, form: DefinedForm): Promise<void> {
    await manager.query(
      `INSERT INTO form_definitions (form_id, website_id, revision, block_type, name, definition, updated_at) VALUES ($1, $2, $3, $4, $5, $6, now())
       ON CONFLICT (form_id) DO UPDATE SET revision = EXCLUDED.revision, block_type = EXCLUDED.block_type, name = EXCLUDED.name, definition = EXCLUDED.definition, updated_at = now()`,
      [form.formId, form.websiteId, form.revision, form.definition.blockType, form.definition.name, JSON.stringify(form.definition)],
    );
  },

  async writeSubmission(manager: EntityManager, event: FormSubmitted, clientAddress: string): Promise<void> {
    const page = { pageTitle: event.pageTitle, pageId: event.pageId, contentSource: event.contentSource, pagePath: event.pagePath, pagePermissionTypeValue: event.pagePermissionTypeValue };
    const values = event.values.map(({ fieldId, type, rawTitle, value, values, answers }) => ({ fieldId, type, rawTitle, value, values, answers }));
    await manager.query(
      'INSERT INTO form_submissions (submission_id, website_id, form_id, client_address, submitted_at, page, submitted) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [event.submissionId, event.websiteId, event.formId, clientAddress, event.submittedAt, JSON.stringify(page), JSON.stringify(values)],
    );
  },

  async writeMailingList(manager: EntityManager, websiteId: string, mailingListId: string, name: string): Promise<void> {
    await manager.query('INSERT INTO form_mailing_lists (mailing_list_id, website_id, name) VALUES ($1, $2, $3)', [mailingListId, websiteId, name]);
  },

  async writeMember(manager: EntityManager, mailingListId: string, email: string, formId: string): Promise<void> {
    await manager.query('INSERT INTO form_mailing_list_members (mailing_list_id, email, form_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [mailingListId, email, formId]);
  },
};
