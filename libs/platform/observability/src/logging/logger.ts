import { trace } from '@opentelemetry/api';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Trace ids of the active span, so log lines join up with traces. */
function activeTraceFields(): { trace_id?: string; span_id?: string } {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext ? { trace_id: spanContext.traceId, span_id: spanContext.spanId } : {};
}

/**
 * A JSON logger named `name`; level from `LOG_LEVEL` (default info) unless given. Lines written
 * inside a span carry its `trace_id` and `span_id`. `destination` defaults to stdout (tests pass a stream).
 */
export function createLogger(name: string, destination?: DestinationStream, level = process.env.LOG_LEVEL || 'info'): Logger {
  const options = {
    name,
    level,
    mixin: activeTraceFields,
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}
