import { randomUUID } from 'node:crypto';
import { Inject, Optional } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PostgresEventStore, runCommand } from '@mercato/event-store';
import { withSpan } from '@mercato/observability';
import { STORE_PAGES, type StorePages } from '@mercato/catalog/ports';
import { checkPagesKnown, type DefinedForm, type FormDefinition } from '@mercato/forms/domain';
import { formStream, formStreamId } from './forms.streams';
import { formViews } from './form-views';

/** The owner saves a whole form: a new one without `formId`, else the next revision of that form. */
export class DefineFormCommand {
  constructor(
    readonly websiteId: string,
    readonly formId: string | undefined,
    readonly definition: FormDefinition,
  ) {}
}

@CommandHandler(DefineFormCommand)
export class DefineFormHandler implements ICommandHandler<DefineFormCommand, DefinedForm> {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(DataSource) private readonly dataSource: DataSource,
    /** Absent where the catalog does not run beside forms (services/forms): page ids are then not checked. */
    @Optional() @Inject(STORE_PAGES) private readonly pages: StorePages | null,
  ) {}

  execute({ websiteId, formId, definition }: DefineFormCommand): Promise<DefinedForm> {
    return withSpan('command DefineForm', async () => {
      if (this.pages) checkPagesKnown(await this.pages.unknownPageIds(websiteId, [...new Set(definition.pageIds)]));
      const id = formId ?? randomUUID();
      const lists: { mailing_list_id: string }[] = await this.dataSource.query('SELECT mailing_list_id FROM form_mailing_lists WHERE website_id = $1', [websiteId]);
      const result = await runCommand(this.store, {
        stream: formStream,
        streamId: formStreamId(id),
        command: { type: 'DefineForm', websiteId, formId: id, definition, mailingListIds: lists.map((list) => list.mailing_list_id) },
        onAppended: (manager, _events, state) => (state.status === 'defined' ? formViews.writeForm(manager, state) : Promise.resolve()),
      });
      return result.state as DefinedForm;
    });
  }
}
