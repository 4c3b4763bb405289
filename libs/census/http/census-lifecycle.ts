import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ReadinessRegistry } from '@mercato/observability';
import { CENSUS_SINK, censusMetrics, DeliveryQueue, type CensusSink } from '@mercato/census/application';

/**
 * Starts the sink (topics or table) before the app takes requests, reports the queue on /metrics
 * and /health/ready ("census"), and on shutdown writes everything accepted before the sink closes.
 */
@Injectable()
export class CensusLifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    @Inject(CENSUS_SINK) private readonly sink: CensusSink,
    @Inject(DeliveryQueue) private readonly queue: DeliveryQueue,
    @Inject(ReadinessRegistry) private readonly readiness: ReadinessRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sink.start();
    censusMetrics.watch(this.queue);
    this.readiness.register('census', async () => this.queue.health());
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue.close();
    censusMetrics.unwatch(this.queue);
  }
}
