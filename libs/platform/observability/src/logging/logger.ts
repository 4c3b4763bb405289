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

/** The process's level (`RuntimeConfig.logLevel`) once configured; `info` before. */
let processLevel = 'info';
/** Loggers that follow the process's level: libraries create theirs on import, before configuration. */
const followingLoggers: Logger[] = [];

/** Sets the level of every logger created without one of its own, now and later (`startService`). */
export function configureLogLevel(level: string): void {
  processLevel = level;
  for (const logger of followingLoggers) logger.level = level;
}

/**
 * A logger named `name`, at `level` if given, else at the process's level (`configureLogLevel`).
 * Lines written inside a span carry its `trace_id` and `span_id`. `destination` defaults to stdout.
 * A person at a terminal reads one coloured line per entry; anything else (a pipe, a file, a log
 * collector) gets JSON lines.
 */
export function createLogger(name: string, destination?: LogOutput, level?: string): Logger {
  const options = {
    name,
    level: level ?? processLevel,
    mixin: activeTraceFields,
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  const output: LogOutput = destination ?? process.stdout;
  const logger = output.isTTY ? pino(options, readableLines(output)) : destination ? pino(options, destination) : pino(options);
  if (level === undefined) followingLoggers.push(logger);
  return logger;
}

function readableLines(terminal: LogOutput): DestinationStream {
  // Formatted in this thread as each line is written: a worker-thread transport would cost a second V8 heap.
  // Nest's class name (`context`) leads the message instead of taking a line of its own.
  const prettify = prettyFactory({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,context', messageFormat: '{if context}{context}: {end}{msg}' });
  return { write: (line: string) => terminal.write(prettify(line)) };
}
