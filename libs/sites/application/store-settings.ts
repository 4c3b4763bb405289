import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamEventCodec } from '@mercato/contracts';
import { PostgresEventStore, loadState, runCommand, type StreamDefinition } from '@mercato/event-store';
import { withSpan } from '@mercato/observability';
import { unsavedStoreSettings, type StoreSettings } from '@mercato/spec';
import type { SiteDirectory, SiteFacts } from '@mercato/sites/ports';
import {
  storeSettingsDecider,
  storeSettingsStreamId,
  type StoreSettingsCommand,
  type StoreSettingsEvent,
  type StoreSettingsInput,
  type StoreSettingsState,
} from '@mercato/sites/domain';
import { SiteStateReader } from './sites';

export const storeSettingsStream: StreamDefinition<StoreSettingsCommand, StoreSettingsEvent, StoreSettingsState> = {
  streamType: 'store-settings',
  decider: storeSettingsDecider,
  codec: streamEventCodec<StoreSettingsEvent>(),
};

export class SaveStoreSettingsCommand {
  constructor(
    readonly websiteId: string,
    readonly settings: StoreSettingsInput,
  ) {}
}

/** Saves the owner's store settings; answers the settings now in force. */
@CommandHandler(SaveStoreSettingsCommand)
export class SaveStoreSettingsHandler implements ICommandHandler<SaveStoreSettingsCommand, StoreSettings> {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  execute({ websiteId, settings }: SaveStoreSettingsCommand): Promise<StoreSettings> {
    return withSpan('command SaveStoreSettings', async () => {
      const { state } = await runCommand(this.store, {
        stream: storeSettingsStream,
        streamId: storeSettingsStreamId(websiteId),
        command: { type: 'SaveStoreSettings', websiteId, settings },
      });
      if (state.status !== 'saved') throw new Error(`Store settings of ${websiteId} were not saved`);
      return state.settings;
    });
  }
}

/**
 * A site's store settings from its streams: read-your-writes for the owner's GET after a PUT, and
 * the SITE_DIRECTORY of the process that runs the sites context.
 */
@Injectable()
export class StoreSettingsReader implements SiteDirectory {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(SiteStateReader) private readonly sites: SiteStateReader,
  ) {}

  async settingsOf(websiteId: string): Promise<StoreSettings> {
    const site = await this.sites.stateOf(websiteId);
    return (await this.savedSettings(websiteId)) ?? unsavedStoreSettings(site.status === 'created' ? site.currency : undefined);
  }

  async siteFacts(websiteId: string): Promise<SiteFacts | null> {
    const site = await this.sites.stateOf(websiteId);
    if (site.status !== 'created') return null;
    return { websiteId, timeZone: site.timeZone ?? '', storeSettings: (await this.savedSettings(websiteId)) ?? unsavedStoreSettings(site.currency) };
  }

  private async savedSettings(websiteId: string): Promise<StoreSettings | undefined> {
    const { state } = await loadState(this.store, storeSettingsStream, storeSettingsStreamId(websiteId));
    return state.status === 'saved' ? state.settings : undefined;
  }
}

export const storeSettingsCommandHandlers = [SaveStoreSettingsHandler];
