import { Controller, Get, Module, Param } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { HealthModule } from './health/health.module';
import { ReadinessRegistry } from './health/readiness-registry';
import { createLogger } from './logging/logger';
import { MetricsModule } from './metrics/metrics';
import { httpTelemetry } from './tracing/http-telemetry.middleware';
import { initTracing, withSpan } from './tracing/tracing';

@Controller('orders')
class OrdersController {
  @Get(':orderId')
  show(@Param('orderId') orderId: string): Promise<{ orderId: string; traceId?: string }> {
    return withSpan('load order', () => ({ orderId, traceId: trace.getActiveSpan()?.spanContext().traceId }));
  }
}

@Module({ imports: [HealthModule, MetricsModule], controllers: [OrdersController] })
class TestAppModule {}

const exporter = new InMemorySpanExporter();
const tracing = initTracing({ serviceName: 'http-observability-spec', exporter });
const accessLog: Record<string, unknown>[] = [];
let app: NestExpressApplication;
let baseUrl: string;

beforeAll(async () => {
  app = await NestFactory.create<NestExpressApplication>(TestAppModule, { logger: false });
  app.use(httpTelemetry({ logger: createLogger('http', { write: (line: string) => accessLog.push(JSON.parse(line) as Record<string, unknown>) }, 'info') }));
  await app.listen(0, '127.0.0.1');
  baseUrl = await app.getUrl();
});

afterAll(async () => {
  await app.close();
  await tracing.shutdown();
});

beforeEach(() => {
  exporter.reset();
  accessLog.length = 0;
});

/** Spans end when the response closes, just after the client has the body. */
async function finishedSpans(count: number): Promise<ReturnType<InMemorySpanExporter['getFinishedSpans']>> {
  for (let attempt = 0; attempt < 50 && exporter.getFinishedSpans().length < count; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return exporter.getFinishedSpans();
}

describe('HTTP telemetry', () => {
  it('serves each request in a SERVER span that continues the caller trace and parents inner spans', async () => {
    const incoming = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const response = await fetch(`${baseUrl}/orders/o-42`, { headers: { traceparent: incoming } });
    const body = (await response.json()) as { orderId: string; traceId: string };

    const spans = await finishedSpans(2);
    const server = spans.find((span) => span.kind === SpanKind.SERVER);
    const inner = spans.find((span) => span.name === 'load order');
    expect(server?.name).toBe('HTTP GET /orders/:orderId');
    expect(server?.spanContext().traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(server?.parentSpanContext?.spanId).toBe('b7ad6b7169203331');
    expect(server?.attributes['http.response.status_code']).toBe(200);
    expect(inner?.spanContext().traceId).toBe(server?.spanContext().traceId);
    expect(inner?.parentSpanContext?.spanId).toBe(server?.spanContext().spanId);
    expect(body).toEqual({ orderId: 'o-42', traceId: '0af7651916cd43dd8448eb211c80319c' });
    expect(response.headers.get('traceparent')).toBe(`00-0af7651916cd43dd8448eb211c80319c-${server?.spanContext().spanId}-01`);
  });

  it('starts a new trace without traceparent and writes one access log line with its trace id', async () => {
    const response = await fetch(`${baseUrl}/no-such-page?secret=1`);
    expect(response.status).toBe(404);
    const [server] = await finishedSpans(1);
    expect(server?.name).toBe('HTTP GET unmatched');
    expect(accessLog).toEqual([
      expect.objectContaining({ method: 'GET', path: '/no-such-page', status: 404, trace_id: server?.spanContext().traceId, msg: 'request completed' }),
    ]);
    expect(accessLog[0]?.duration_ms).toEqual(expect.any(Number));
  });

  it('exposes request durations by route template on /metrics', async () => {
    await fetch(`${baseUrl}/orders/o-1`);
    await fetch(`${baseUrl}/orders/o-2`);
    await finishedSpans(4);
    const metrics = await (await fetch(`${baseUrl}/metrics`)).text();
    expect(metrics).toMatch(/http_server_request_duration_seconds_count\{method="GET",route="\/orders\/:orderId",status="200"\} [2-9]/);
    expect(metrics).toContain('process_cpu_user_seconds_total');
  });
});

describe('health', () => {
  it('is live, and ready only while every readiness check passes', async () => {
    const readiness = app.get(ReadinessRegistry);
    let databaseUp = true;
    readiness.register('database', async () => (databaseUp ? { ok: true } : { ok: false, detail: 'connection refused' }));
    readiness.register('broker', () => new Promise(() => undefined), 50);

    expect(await (await fetch(`${baseUrl}/health/live`)).json()).toEqual({ status: 'ok' });
    const notReady = await fetch(`${baseUrl}/health/ready`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({
      status: 'unavailable',
      checks: { database: { ok: true }, broker: { ok: false, detail: 'timed out after 50 ms' } },
    });

    databaseUp = false;
    const databaseDown = await (await fetch(`${baseUrl}/health/ready`)).json();
    expect(databaseDown.checks.database).toEqual({ ok: false, detail: 'connection refused' });
  });
});
