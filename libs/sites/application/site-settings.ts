import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore, runCommand } from '@mercato/event-store';
import { withSpan } from '@mercato/observability';
import { siteStreamId, SiteError, type SiteCommand, type SiteState } from '@mercato/sites/domain';
import { siteStream } from './sites';

/** The site's settings commands: header and footer, languages, multilingual disconnection. */
export type SiteSettingsChange = Extract<SiteCommand, { type: 'UpdateHeaderFooter' | 'SetLanguages' | 'DisconnectMultilingual' }>;

export type CreatedSiteState = Extract<SiteState, { status: 'created' }>;

export class ChangeSiteSettingsCommand {
  constructor(
    readonly websiteId: string,
    readonly change: SiteSettingsChange,
  ) {}
}

/** Runs one settings change on the site's stream; answers the site as it now stands. */
@CommandHandler(ChangeSiteSettingsCommand)
export class ChangeSiteSettingsHandler implements ICommandHandler<ChangeSiteSettingsCommand, CreatedSiteState> {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  execute({ websiteId, change }: ChangeSiteSettingsCommand): Promise<CreatedSiteState> {
    return withSpan(`command ${change.type}`, async () => {
      const { state } = await runCommand(this.store, { stream: siteStream, streamId: siteStreamId(websiteId), command: change });
      if (state.status !== 'created') throw new SiteError('not_found', 'Site not found.');
      return state;
    });
  }
}

export const siteSettingsCommandHandlers = [ChangeSiteSettingsHandler];
