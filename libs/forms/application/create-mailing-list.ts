import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore, runCommand } from '@mercato/event-store';
import { withSpan } from '@mercato/observability';
import { mailingListStream, mailingListStreamId } from './forms.streams';
import { formViews } from './form-views';
import type { MailingListView } from '@mercato/forms/views';

export type { MailingListView } from '@mercato/forms/views';

export class CreateMailingListCommand {
  constructor(
    readonly websiteId: string,
    readonly name: string,
  ) {}
}

@CommandHandler(CreateMailingListCommand)
export class CreateMailingListHandler implements ICommandHandler<CreateMailingListCommand, MailingListView> {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  execute({ websiteId, name }: CreateMailingListCommand): Promise<MailingListView> {
    return withSpan('command CreateMailingList', async () => {
      const mailingListId = randomUUID();
      const { state } = await runCommand(this.store, {
        stream: mailingListStream,
        streamId: mailingListStreamId(mailingListId),
        command: { type: 'CreateMailingList', websiteId, mailingListId, name },
        onAppended: (manager, _events, created) => (created.status === 'open' ? formViews.writeMailingList(manager, websiteId, mailingListId, created.name) : Promise.resolve()),
      });
      return { mailingListId, name: state.status === 'open' ? state.name : name };
    });
  }
}
