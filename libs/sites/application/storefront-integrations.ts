import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { streamEventCodec } from '@mercato/contracts';
import { PostgresEventStore, loadState, runCommand, type StreamDefinition } from '@mercato/event-store';
import { withSpan } from '@mercato/observability';
import type { StorefrontIntegrations } from '@mercato/spec';
import type { StorefrontIntegrationsDirectory } from '@mercato/sites/ports';
import {
  storefrontIntegrationsDecider,
  storefrontIntegrationsStreamId,
  type StorefrontIntegrationsCommand,
  type StorefrontIntegrationsEvent,
  type StorefrontIntegrationsState,
} from '@mercato/sites/domain';

export const storefrontIntegrationsStream: StreamDefinition<StorefrontIntegrationsCommand, StorefrontIntegrationsEvent, StorefrontIntegrationsState> = {
  streamType: 'storefront-integrations',
  decider: storefrontIntegrationsDecider,
  codec: streamEventCodec<StorefrontIntegrationsEvent>(),
};

/** The deployment's integrations for a site whose owner has not set them (`INSTALMENTS_AVAILABLE`, `SOCIAL_PIXEL_IDS`). */
export type StorefrontIntegrationDefaults = (websiteId: string) => StorefrontIntegrations;
export const STOREFRONT_INTEGRATION_DEFAULTS = Symbol('STOREFRONT_INTEGRATION_DEFAULTS');

export class SetStorefrontIntegrationsCommand {
  constructor(
    readonly websiteId: string,
    readonly integrations: StorefrontIntegrations,
  ) {}
}

/** Records the owner's integrations; answers them as now set. */
@CommandHandler(SetStorefrontIntegrationsCommand)
export class SetStorefrontIntegrationsHandler implements ICommandHandler<SetStorefrontIntegrationsCommand, StorefrontIntegrations> {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  execute({ websiteId, integrations }: SetStorefrontIntegrationsCommand): Promise<StorefrontIntegrations> {
    return withSpan('command SetStorefrontIntegrations', async () => {
      const { state } = await runCommand(this.store, {
        stream: storefrontIntegrationsStream,
        streamId: storefrontIntegrationsStreamId(websiteId),
        command: { type: 'SetStorefrontIntegrations', websiteId, integrations },
      });
      if (state.status !== 'set') throw new Error(`Storefront integrations of ${websiteId} were not set`);
      return state.integrations;
    });
  }
}

/**
 * A site's integrations from its stream (read-your-writes: the storefront sees a save at once),
 * else the deployment's defaults. One short stream per site, read when a page asks.
 */
@Injectable()
export class StorefrontIntegrationsReader implements StorefrontIntegrationsDirectory {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(STOREFRONT_INTEGRATION_DEFAULTS) private readonly defaults: StorefrontIntegrationDefaults,
  ) {}

  async integrationsOf(websiteId: string): Promise<StorefrontIntegrations> {
    const { state } = await loadState(this.store, storefrontIntegrationsStream, storefrontIntegrationsStreamId(websiteId));
    return state.status === 'set' ? state.integrations : this.defaults(websiteId);
  }
}

export const storefrontIntegrationsCommandHandlers = [SetStorefrontIntegrationsHandler];
