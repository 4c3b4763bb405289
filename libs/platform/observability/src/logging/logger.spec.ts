import { stripVTControlCharacters } from 'node:util';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { initTracing, withSpan } from '../tracing/tracing';
import { configureLogLevel, createLogger } from './logger';
import { PinoNestLogger } from './pino-nest-logger';

const tracing = initTracing({ serviceName: 'logger-spec', exporter: new InMemorySpanExporter() });
afterAll(() => tracing.shutdown());

function capture(): { lines: Record<string, unknown>[]; stream: { write(line: string): void } } {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } };
}

describe('createLogger', () => {
  it('stamps lines written inside a span with its trace and span ids', async () => {
    const { lines, stream } = capture();
    const logger = createLogger('orders', stream, 'info');
    const ids = await withSpan('place order', (span) => {
      logger.info({ orderId: 'o-1' }, 'order placed');
      return span.spanContext();
    });
    logger.info('outside any span');
    expect(lines[0]).toMatchObject({ name: 'orders', msg: 'order placed', orderId: 'o-1', trace_id: ids.traceId, span_id: ids.spanId });
    expect(lines[1]).not.toHaveProperty('trace_id');
  });

  it('follows the process’s configured level, also when created before the configuration, unless given its own', () => {
    const { lines, stream } = capture();
    const early = createLogger('early', stream);
    const ownLevel = createLogger('own', stream, 'info');
    configureLogLevel('warn');
    try {
      const late = createLogger('late', stream);
      for (const logger of [early, late, ownLevel]) {
        logger.info('info line');
        logger.warn('warn line');
      }
      expect(lines.map((line) => `${line.name} ${line.msg}`)).toEqual(['early warn line', 'late warn line', 'own info line', 'own warn line']);
    } finally {
      configureLogLevel('info');
    }
  });
});

describe('createLogger output format', () => {
  function output(isTTY: boolean): { text: () => string; stream: { isTTY: boolean; write(chunk: string): void } } {
    const chunks: string[] = [];
    return { text: () => chunks.join(''), stream: { isTTY, write: (chunk: string) => void chunks.push(chunk) } };
  }

  it('writes readable lines, level and message first, to a terminal', () => {
    const terminal = output(true);
    const logger = createLogger('catalog', terminal.stream, 'info');
    logger.warn({ productId: 'p-1' }, 'stock is low');
    new PinoNestLogger(logger).log('Mapped {/health/live, GET} route', 'RouterExplorer');
    const lines = stripVTControlCharacters(terminal.text());
    expect(lines).toMatch(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] WARN \(catalog\): stock is low\n {4}productId: "p-1"\n\[[\d:.]+\] INFO \(catalog\): RouterExplorer: Mapped \{\/health\/live, GET\} route\n$/);
  });

  it('writes one JSON object per line when the output is not a terminal', () => {
    const pipe = output(false);
    createLogger('catalog', pipe.stream, 'info').warn({ productId: 'p-1' }, 'stock is low');
    expect(JSON.parse(pipe.text())).toMatchObject({ level: 40, name: 'catalog', msg: 'stock is low', productId: 'p-1' });
  });
});

describe('PinoNestLogger', () => {
  it('writes Nest messages with their context and error stacks', () => {
    const { lines, stream } = capture();
    const nestLogger = new PinoNestLogger(createLogger('nest', stream, 'info'));
    nestLogger.log('Mapped {/health/live, GET} route', 'RouterExplorer');
    nestLogger.error('GET /boom failed', 'Error: boom\n    at handler', 'ApiExceptionFilter');
    expect(lines[0]).toMatchObject({ level: 30, context: 'RouterExplorer', msg: 'Mapped {/health/live, GET} route' });
    expect(lines[1]).toMatchObject({ level: 50, context: 'ApiExceptionFilter', stack: 'Error: boom\n    at handler', msg: 'GET /boom failed' });
  });
});
