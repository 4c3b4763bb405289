import { Inject, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { RUNTIME, type Runtime } from '@mercato/runtime';
import { CensusOutboxRelay, censusSinkFor } from '@mercato/census/infrastructure';

/** How often queued server records are looked for: a purchase reaches analysts within about this. */
const RELAY_INTERVAL_MS = 500;

class CensusOutboxLifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(@Inject(CensusOutboxRelay) private readonly relay: CensusOutboxRelay) {}

  onApplicationBootstrap(): Promise<void> {
    return this.relay.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.relay.stop();
  }
}

/**
 * Delivers the census outbox (records other contexts report through `@mercato/census/ports`) to the
 * census sink of the runtime's transport, with a sink of its own. Mount it in every process whose
 * parts include `censusOutboxMigrations`.
 */
@Module({
  providers: [
    { provide: CensusOutboxRelay, inject: [RUNTIME], useFactory: (runtime: Runtime) => new CensusOutboxRelay(runtime.dataSource, censusSinkFor(runtime), RELAY_INTERVAL_MS) },
    CensusOutboxLifecycle,
  ],
  exports: [CensusOutboxRelay],
})
export class CensusOutboxModule {}
