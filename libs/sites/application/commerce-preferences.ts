import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamEventCodec } from '@mercato/contracts';
import { PostgresEventStore, loadState, runCommand, type StreamDefinition } from '@mercato/event-store';
import { withSpan } from '@mercato/observability';
import {
  checkPreferencesNamespace,
  commercePreferencesDecider,
  commercePreferencesStreamId,
  type CommercePreferencesCommand,
  type CommercePreferencesEvent,
  type CommercePreferencesState,
  type PreferenceValues,
} from '@mercato/sites/domain';

export const commercePreferencesStream: StreamDefinition<CommercePreferencesCommand, CommercePreferencesEvent, CommercePreferencesState> = {
  streamType: 'commerce-preferences',
  decider: commercePreferencesDecider,
  codec: streamEventCodec<CommercePreferencesEvent>(),
};

export class SaveCommercePreferencesCommand {
  constructor(
    readonly websiteId: string,
    readonly namespace: string,
    readonly changes: CommercePreferencesCommand['changes'],
  ) {}
}

/** Merges the owner's changes into one namespace; answers all of its values now. */
@CommandHandler(SaveCommercePreferencesCommand)
export class SaveCommercePreferencesHandler implements ICommandHandler<SaveCommercePreferencesCommand, PreferenceValues> {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  execute({ websiteId, namespace, changes }: SaveCommercePreferencesCommand): Promise<PreferenceValues> {
    return withSpan('command SaveCommercePreferences', async () => {
      const { state } = await runCommand(this.store, {
        stream: commercePreferencesStream,
        streamId: commercePreferencesStreamId(websiteId, namespace),
        command: { type: 'SaveCommercePreferences', websiteId, namespace, changes },
      });
      return state.status === 'saved' ? state.values : {};
    });
  }
}

/** A namespace's values from its stream: the owner's GET after a PUT reads what the PUT saved. */
@Injectable()
export class CommercePreferencesReader {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  async valuesOf(websiteId: string, namespace: string): Promise<PreferenceValues> {
    checkPreferencesNamespace(namespace);
    const { state } = await loadState(this.store, commercePreferencesStream, commercePreferencesStreamId(websiteId, namespace));
    return state.status === 'saved' ? state.values : {};
  }
}

export const commercePreferencesCommandHandlers = [SaveCommercePreferencesHandler];
