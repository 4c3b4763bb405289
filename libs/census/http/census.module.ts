import { Module } from '@nestjs/common';
import { RUNTIME, type Runtime } from '@mercato/runtime';
import { CENSUS_CONFIG, CENSUS_SINK, CensusIngestion, DeliveryQueue, type CensusConfig, type CensusSink } from '@mercato/census/application';
import { censusSinkFor } from '@mercato/census/infrastructure';
import { CensusController, TrackerEventValidationController } from './census.controller';
import { CensusLifecycle } from './census-lifecycle';
import { CensusOutboxModule } from './census-outbox.module';

/**
 * The census context: spec §7 tracking endpoints onto the census topics (or the census_records
 * table in embedded mode). Needs the platform's RUNTIME, SITE_RESOLVER and ReadinessRegistry, and
 * its bodies read by `readCensusBodies` ahead of the general body parsers. Delivers the server-side
 * records other contexts report in this process too (CensusOutboxModule).
 */
@Module({
  imports: [CensusOutboxModule],
  controllers: [CensusController, TrackerEventValidationController],
  providers: [
    { provide: CENSUS_CONFIG, inject: [RUNTIME], useFactory: (runtime: Runtime): CensusConfig => runtime.config.census },
    { provide: CENSUS_SINK, inject: [RUNTIME], useFactory: (runtime: Runtime): CensusSink => censusSinkFor(runtime) },
    {
      provide: DeliveryQueue,
      inject: [CENSUS_SINK, CENSUS_CONFIG],
      useFactory: (sink: CensusSink, config: CensusConfig) => new DeliveryQueue(sink, config.delivery),
    },
    CensusIngestion,
    CensusLifecycle,
  ],
})
export class CensusModule {}
