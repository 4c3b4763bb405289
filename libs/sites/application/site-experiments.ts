import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamEventCodec } from '@mercato/contracts';
import { PostgresEventStore, loadState, runCommand, type StreamDefinition } from '@mercato/event-store';
import { withSpan } from '@mercato/observability';
import type { Experiment } from '@mercato/spec';
import {
  siteExperimentsDecider,
  siteExperimentsStreamId,
  type SiteExperimentsCommand,
  type SiteExperimentsEvent,
  type SiteExperimentsState,
} from '@mercato/sites/domain';

export const siteExperimentsStream: StreamDefinition<SiteExperimentsCommand, SiteExperimentsEvent, SiteExperimentsState> = {
  streamType: 'site-experiments',
  decider: siteExperimentsDecider,
  codec: streamEventCodec<SiteExperimentsEvent>(),
};

export class SetSiteExperimentsCommand {
  constructor(
    readonly websiteId: string,
    readonly experiments: readonly Experiment[],
  ) {}
}

/** Records the owner's experiments; answers them as now set. */
@CommandHandler(SetSiteExperimentsCommand)
export class SetSiteExperimentsHandler implements ICommandHandler<SetSiteExperimentsCommand, readonly Experiment[]> {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  execute({ websiteId, experiments }: SetSiteExperimentsCommand): Promise<readonly Experiment[]> {
    return withSpan('command SetSiteExperiments', async () => {
      const { state } = await runCommand(this.store, {
        stream: siteExperimentsStream,
        streamId: siteExperimentsStreamId(websiteId),
        command: { type: 'SetSiteExperiments', websiteId, experiments },
      });
      return state.experiments;
    });
  }
}

/** A site's experiments from its stream (read-your-writes: the storefront sees a save at once). */
@Injectable()
export class SiteExperimentsReader {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  async experimentsOf(websiteId: string): Promise<readonly Experiment[]> {
    return (await loadState(this.store, siteExperimentsStream, siteExperimentsStreamId(websiteId))).state.experiments;
  }
}

export const siteExperimentsCommandHandlers = [SetSiteExperimentsHandler];
