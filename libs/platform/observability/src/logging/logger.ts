import { trace } from '@opentelemetry/api';
import pino, { type DestinationStream, type Logger } from 'pino';
import { prettyFactory } from 'pino-pretty';

export type { Logger } from 'pino';

/** Where log lines go; `isTTY` is set when it is a terminal (as on `process.stdout`). */
export type LogOutput = DestinationStream & { readonly isTTY?: boolean };

/** Trace ids of the active span, so log lines join up with traces. */
function activeTraceFields(): { trace_id?: string; span_id?: string } {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext ? { trace_id: spanContext.traceId, span_id: spanContext.spanId } : {};
}

/**
 * A logger named `name`; level from `LOG_LEVEL` (default info) unless given. Lines written inside a
 * span carry its `trace_id` and `span_id`. `destination` defaults to stdout. A person at a terminal
 * reads one coloured line per entry; anything else (a pipe, a file, a log collector) gets JSON lines.
 */
export function createLogger(name: string, destination?: LogOutput, level = process.env.LOG_LEVEL || 'info'): Logger {
  const options = {
    name,
    level,
    mixin: activeTraceFields,
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  const output: LogOutput = destination ?? process.stdout;
  if (output.isTTY) return pino(options, readableLines(output));
  return destination ? pino(options, destination) : pino(options);
}

function readableLines(terminal: LogOutput): DestinationStream {
  // Formatted in this thread as each line is written: a worker-thread transport would cost a second V8 heap.
  // Nest's class name (`context`) leads the message instead of taking a line of its own.
  const prettify = prettyFactory({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,context', messageFormat: '{if context}{context}: {end}{msg}' });
  return { write: (line: string) => terminal.write(prettify(line)) };
}
