import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { currentTraceparent, extractTraceparent, initTracing, withSpan } from './tracing';

const exporter = new InMemorySpanExporter();
const tracing = initTracing({ serviceName: 'tracing-spec', exporter });

afterEach(() => exporter.reset());
afterAll(() => tracing.shutdown());

const incoming = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('initTracing', () => {
  it('returns the first registration when called again', () => {
    expect(initTracing({ serviceName: 'other' })).toBe(tracing);
  });
});

describe('traceparent round trip', () => {
  it('continues a received trace and hands on the new span as traceparent', async () => {
    const outgoing = await withSpan('consume record', () => currentTraceparent(), { parentTraceparent: incoming, kind: SpanKind.CONSUMER });
    const [span] = exporter.getFinishedSpans();
    expect(span?.spanContext().traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(span?.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
    expect(outgoing).toBe(`00-4bf92f3577b34da6a3ce929d0e0e4736-${span?.spanContext().spanId}-01`);
    expect(extractTraceparent({ traceparent: outgoing })).toBe(outgoing);
  });

  it('reads traceparent from HTTP headers in any case, arrays and Kafka Buffers', () => {
    expect(extractTraceparent({ TraceParent: incoming.toUpperCase() })).toBe(incoming);
    expect(extractTraceparent({ traceparent: [incoming, 'ignored'] })).toBe(incoming);
    expect(extractTraceparent({ traceparent: Buffer.from(incoming) })).toBe(incoming);
  });

  it('ignores malformed or all-zero trace ids', () => {
    expect(extractTraceparent({})).toBeUndefined();
    expect(extractTraceparent({ traceparent: 'garbage' })).toBeUndefined();
    expect(extractTraceparent({ traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' })).toBeUndefined();
  });

  it('has no traceparent outside any span', () => {
    expect(currentTraceparent()).toBeUndefined();
  });
});

describe('withSpan', () => {
  it('nests spans in one trace and returns the result', async () => {
    const result = await withSpan('outer', () => withSpan('inner', () => trace.getActiveSpan()?.spanContext().traceId));
    const spans = exporter.getFinishedSpans();
    const inner = spans.find((span) => span.name === 'inner');
    const outer = spans.find((span) => span.name === 'outer');
    expect(result).toBe(outer?.spanContext().traceId);
    expect(inner?.spanContext().traceId).toBe(outer?.spanContext().traceId);
    expect(inner?.parentSpanContext?.spanId).toBe(outer?.spanContext().spanId);
  });

  it('records a thrown error on the span and rethrows it', async () => {
    await expect(withSpan('append events', () => Promise.reject(new Error('version conflict')))).rejects.toThrow('version conflict');
    const [span] = exporter.getFinishedSpans();
    expect(span?.status).toEqual({ code: SpanStatusCode.ERROR, message: 'version conflict' });
    expect(span?.events.map((event) => event.name)).toEqual(['exception']);
  });
});
