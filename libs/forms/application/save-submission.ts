import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PostgresEventStore, runCommand } from '@mercato/event-store';
import { createLogger, withSpan } from '@mercato/observability';
import { BlockType, CaptchaAction, FORM_MESSAGES } from '@mercato/spec';
import { enqueueMail } from '@mercato/mail';
import { FormsError, submissionNotification, type DefinedForm, type SubmissionPage } from '@mercato/forms/domain';
import { CAPTCHA_VERIFIER, type CaptchaVerifier } from './captcha.port';
import { FormKeys } from './form-keys';
import { FormReader } from './form-reader';
import { formViews } from './form-views';
import { FORMS_CONFIG, type FormsConfig } from './forms-config';
import { SubmissionRateExceeded } from './forms-failures';
import { submissionStream, submissionStreamId } from './forms.streams';
import { newsletterAddress, subscribeToMailingList } from './mailing-list-subscription';

const logger = createLogger('forms-submission');

/** The mail outbox's source for the owner's submission notifications; the submission id is the reference. */
export const FORMS_MAIL_SOURCE = 'forms';

/** Spec §3 "Form submission body" with the site and the client's address. */
export interface SubmissionRequest {
  readonly websiteId: string;
  readonly formId: string;
  readonly key: string;
  /** JSON text: field id -> value. */
  readonly formJson: string;
  readonly captchaKey: string | undefined;
  readonly page: SubmissionPage;
  readonly clientAddress: string;
}

export class SaveSubmissionCommand {
  constructor(readonly request: SubmissionRequest) {}
}

/**
 * Spec §7 SaveFormSubmission, checks in the order their failures are cheapest: the form (404), the
 * key (401), the rate (429), the captcha, then the fields (400). The key is spent, and the owner's
 * notification queued, with the event.
 */
@CommandHandler(SaveSubmissionCommand)
export class SaveSubmissionHandler implements ICommandHandler<SaveSubmissionCommand, { submissionId: string }> {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(FormReader) private readonly forms: FormReader,
    @Inject(FormKeys) private readonly keys: FormKeys,
    @Inject(CAPTCHA_VERIFIER) private readonly captcha: CaptchaVerifier,
    @Inject(FORMS_CONFIG) private readonly config: FormsConfig,
  ) {}

  execute({ request }: SaveSubmissionCommand): Promise<{ submissionId: string }> {
    return withSpan('command SaveFormSubmission', async () => {
      const form = await this.forms.definedForm(request.websiteId, request.formId);
      await this.keys.checkSpendable(request.websiteId, request.key);
      await this.checkRate(form, request.clientAddress);
      if (form.definition.captchaEnabled) await this.checkCaptcha(form, request);
      const submissionId = randomUUID();
      const { events } = await runCommand(this.store, {
        stream: submissionStream,
        streamId: submissionStreamId(submissionId),
        command: { type: 'SubmitForm', submissionId, form, values: parseFields(request.formJson), page: request.page, submittedAt: new Date().toISOString() },
        onAppended: async (manager, appended) => {
          await this.keys.spend(manager, request.websiteId, request.key);
          for (const event of appended) {
            await formViews.writeSubmission(manager, event, request.clientAddress);
            // Queued with the submission: sent after the commit, never for a rolled-back save.
            if (form.definition.notificationEmail) {
              const message = { ...submissionNotification(form.definition, event), html: '', headers: {} };
              await enqueueMail(manager, { websiteId: request.websiteId, source: FORMS_MAIL_SOURCE, reference: submissionId, message });
            }
          }
        },
      });
      const submitted = events[0];
      if (submitted && form.definition.blockType === BlockType.NEWSLETTER) await this.subscribe(form, submissionId, newsletterAddress(form, submitted.values));
      return { submissionId };
    });
  }

  private async checkRate(form: DefinedForm, clientAddress: string): Promise<void> {
    // Counts no further than the limit: a busy address costs what a quiet one does.
    const [{ recent }]: [{ recent: number }] = await this.dataSource.query(
      `SELECT count(*)::int AS recent FROM (SELECT 1 FROM form_submissions WHERE form_id = $1 AND client_address = $2 AND submitted_at > now() - interval '1 minute' LIMIT $3) AS counted`,
      [form.formId, clientAddress, this.config.submissionsPerMinute],
    );
    if (recent >= this.config.submissionsPerMinute) throw new SubmissionRateExceeded();
  }

  private async checkCaptcha(form: DefinedForm, request: SubmissionRequest): Promise<void> {
    const action = form.definition.blockType === BlockType.NEWSLETTER ? CaptchaAction.NEWSLETTER_BLOCK : CaptchaAction.FORM_BLOCK;
    const verdict = request.captchaKey ? await this.captcha.verify(request.captchaKey, { action, remoteAddress: request.clientAddress }) : { passed: false };
    if (!verdict.passed) throw new FormsError('invalid', FORM_MESSAGES.captchaFailed, 'captchaKey');
  }

  /**
   * Spec §4: a newsletter form also records the newsletter-subscribe event (once per address and
   * list), here right away so the owner's list shows it at once. The submission is already durable:
   * should this fail, the newsletter reactor subscribes the address from its `FormSubmitted`.
   */
  private async subscribe(form: DefinedForm, submissionId: string, email: string): Promise<void> {
    if (!email) return;
    try {
      await subscribeToMailingList(this.store, { mailingListId: form.definition.mailingListId, email, formId: form.formId, submissionId });
    } catch (error) {
      logger.warn({ submissionId, err: error }, 'newsletter address not subscribed with its submission; the newsletter reactor will');
    }
  }
}

/** The `form` text as a map of field id to value, or spec §8's "could not parse" refusal. */
function parseFields(formJson: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(formJson);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new FormsError('invalid', FORM_MESSAGES.fieldsUnparsable, 'form');
  return parsed as Record<string, unknown>;
}
