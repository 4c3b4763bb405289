import {
  type Attributes,
  type Context,
  type Span,
  type Tracer,
  SpanKind,
  SpanStatusCode,
  context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  propagation,
  trace,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ConsoleSpanExporter,
  SimpleSpanProcessor,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

export interface TracingOptions {
  serviceName: string;
  /** Exported synchronously span by span (tests pass an InMemorySpanExporter). */
  exporter?: SpanExporter;
  /** Without `exporter`: `console` prints spans in batches; `none` (default) only creates them. */
  consoleExport?: boolean;
}

export interface Tracing {
  provider: NodeTracerProvider;
  /** Flushes pending spans and unregisters the global provider, so tracing can be initialised again. */
  shutdown(): Promise<void>;
}

export const TRACEPARENT_HEADER = 'traceparent';
const TRACER_NAME = 'mercato';
/** W3C trace-context `traceparent`: version-traceid-spanid-flags, all-zero ids are invalid. */
const TRACEPARENT_PATTERN = /^[\da-f]{2}-(?!0{32})[\da-f]{32}-(?!0{16})[\da-f]{16}-[\da-f]{2}$/;

const traceContext = new W3CTraceContextPropagator();
let active: Tracing | undefined;

function spanProcessorsFor(options: TracingOptions): SpanProcessor[] {
  if (options.exporter) return [new SimpleSpanProcessor(options.exporter)];
  // OTLP is not installed; spans are still created (trace ids in logs, traceparent on the wire).
  if (options.consoleExport) return [new BatchSpanProcessor(new ConsoleSpanExporter())];
  return [];
}

/**
 * Registers the process-wide tracer provider (AsyncLocalStorage context, W3C trace context).
 * Call once at boot before anything else; later calls return the first registration.
 */
export function initTracing(options: TracingOptions): Tracing {
  if (active) return active;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    spanProcessors: spanProcessorsFor(options),
  });
  provider.register({ propagator: traceContext });
  const tracing: Tracing = {
    provider,
    async shutdown() {
      if (active !== tracing) return;
      active = undefined;
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
  active = tracing;
  return tracing;
}

type HeaderValue = string | Buffer | readonly (string | Buffer)[] | undefined;

/** A valid `traceparent` from HTTP headers or Kafka message headers (case-insensitive), else undefined. */
export function extractTraceparent(headers: Readonly<Record<string, HeaderValue>>): string | undefined {
  const key = Object.keys(headers).find((name) => name.toLowerCase() === TRACEPARENT_HEADER);
  const raw = key === undefined ? undefined : headers[key];
  const first = Array.isArray(raw) ? raw[0] : raw;
  const value = first?.toString().trim().toLowerCase();
  return value && TRACEPARENT_PATTERN.test(value) ? value : undefined;
}

/** The context to start a span in: the remote parent named by `traceparent`, else the active context. */
export function contextFromTraceparent(traceparent: string | undefined): Context {
  if (!traceparent) return context.active();
  return traceContext.extract(context.active(), { [TRACEPARENT_HEADER]: traceparent }, defaultTextMapGetter);
}

/** The `traceparent` of the active span, to carry on outgoing calls and Kafka headers. */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  traceContext.inject(context.active(), carrier, defaultTextMapSetter);
  return carrier[TRACEPARENT_HEADER];
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** Continue a trace received from elsewhere (an HTTP header, a Kafka record). */
  parentTraceparent?: string;
}

/** Runs `fn` inside an active span; a thrown error is recorded on the span, which is marked failed. */
export async function withSpan<T>(name: string, fn: (span: Span) => Promise<T> | T, options: SpanOptions = {}): Promise<T> {
  const tracer = trace.getTracer(TRACER_NAME);
  const parent = contextFromTraceparent(options.parentTraceparent);
  return tracer.startActiveSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, parent, async (span) => {
    try {
      return await fn(span);
    } catch (error: unknown) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The tracer every Mercato span comes from. */
export const mercatoTracer = (): Tracer => trace.getTracer(TRACER_NAME);

/**
 * Starts one span per item, each continuing that item's own trace (a batch can mix traces), and
 * returns the items' new traceparents plus an `end` to call when the batch's work is done.
 */
export function startBatchSpans(name: (index: number) => string, traceparents: ReadonlyArray<string | undefined>, kind: SpanKind): { traceparents: Array<string | undefined>; end(error?: unknown): void } {
  const tracer = trace.getTracer(TRACER_NAME);
  const spans = traceparents.map((traceparent, index) => tracer.startSpan(name(index), { kind }, contextFromTraceparent(traceparent)));
  return {
    traceparents: spans.map((span) => {
      const carrier: Record<string, string> = {};
      traceContext.inject(trace.setSpan(context.active(), span), carrier, defaultTextMapSetter);
      return carrier[TRACEPARENT_HEADER];
    }),
    end(error?: unknown) {
      for (const span of spans) {
        if (error !== undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        span.end();
      }
    },
  };
}
