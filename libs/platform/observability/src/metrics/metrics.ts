import { Controller, Get, Header, Module } from '@nestjs/common';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The process's one metrics registry: Node default metrics plus Mercato's own. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequestDuration = new Histogram({
  name: 'http_server_request_duration_seconds',
  help: 'Duration of HTTP requests served, by method, route template and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Prometheus scrape endpoint. */
@Controller('metrics')
export class MetricsController {
  @Get()
  @Header('Content-Type', metricsRegistry.contentType)
  metrics(): Promise<string> {
    return metricsRegistry.metrics();
  }
}

@Module({ controllers: [MetricsController] })
export class MetricsModule {}
