import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource, type EntityManager } from 'typeorm';
import { streamEventCodec } from '@mercato/contracts';
import { isUniqueViolation } from '@mercato/database';
import { PostgresEventStore, loadState, runCommand, type StreamDefinition } from '@mercato/event-store';
import type { SiteResolver } from '@mercato/http';
import { withSpan } from '@mercato/observability';
import { siteDecider, siteStreamId, SiteError, type SiteCommand, type SiteEvent, type SiteState } from '@mercato/sites/domain';

export const siteStream: StreamDefinition<SiteCommand, SiteEvent, SiteState> = {
  streamType: 'site',
  decider: siteDecider,
  codec: streamEventCodec<SiteEvent>(),
};

export class CreateSiteCommand {
  constructor(readonly input: Omit<Extract<SiteCommand, { type: 'CreateSite' }>, 'type'>) {}
}

export class UpdateNavigationCommand {
  constructor(
    readonly websiteId: string,
    readonly input: Omit<Extract<SiteCommand, { type: 'UpdateNavigation' }>, 'type'>,
  ) {}
}

@CommandHandler(CreateSiteCommand)
export class CreateSiteHandler implements ICommandHandler<CreateSiteCommand, { websiteId: string }> {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  execute({ input }: CreateSiteCommand) {
    return withSpan('command CreateSite', async () => {
      try {
        await runCommand(this.store, {
          stream: siteStream,
          streamId: siteStreamId(input.websiteId),
          command: { type: 'CreateSite', ...input },
          onAppended: (manager) => claimHosts(manager, input.websiteId, input.hostnames),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new SiteError('already_exists', 'A hostname is already used by another site.', 'hostnames');
        throw error;
      }
      return { websiteId: input.websiteId };
    });
  }
}

@CommandHandler(UpdateNavigationCommand)
export class UpdateNavigationHandler implements ICommandHandler<UpdateNavigationCommand> {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  execute({ websiteId, input }: UpdateNavigationCommand) {
    return withSpan('command UpdateNavigation', () =>
      runCommand(this.store, { stream: siteStream, streamId: siteStreamId(websiteId), command: { type: 'UpdateNavigation', ...input } }),
    );
  }
}

/** The site's current state from its stream: read-your-writes for the owner's layout calls. */
@Injectable()
export class SiteStateReader {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  async stateOf(websiteId: string): Promise<SiteState> {
    return (await loadState(this.store, siteStream, siteStreamId(websiteId))).state;
  }
}

/** Resolves a request host to its website through the claimed hostnames. */
@Injectable()
export class HostSiteResolver implements SiteResolver {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async resolveHost(host: string): Promise<{ websiteId: string } | null> {
    const rows: { website_id: string }[] = await this.dataSource.query('SELECT website_id FROM site_hosts WHERE hostname = $1', [host]);
    return rows[0] ? { websiteId: rows[0].website_id } : null;
  }
}

async function claimHosts(manager: EntityManager, websiteId: string, hostnames: readonly string[]): Promise<void> {
  await manager.query(
    'INSERT INTO site_hosts (hostname, website_id) SELECT unnest($1::text[]), $2',
    [hostnames.map((host) => host.toLowerCase()), websiteId],
  );
}

export const siteCommandHandlers = [CreateSiteHandler, UpdateNavigationHandler];
