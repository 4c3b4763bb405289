import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';
import { createLogger } from './logger';

type Level = 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal';

/**
 * Nest's logger backed by pino: `NestFactory.create(AppModule, { logger: new PinoNestLogger() })`.
 * Nest passes the context (class name) as the last string argument and, for errors, the stack before it.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger = createLogger('nest')) {}

  log(message: unknown, ...optionalParams: unknown[]): void {
    this.write('info', message, optionalParams);
  }

  error(message: unknown, ...optionalParams: unknown[]): void {
    const [stackOrContext, context] = optionalParams;
    if (typeof context === 'string' && typeof stackOrContext === 'string') {
      this.logger.error({ context, stack: stackOrContext }, String(message));
      return;
    }
    this.write('error', message, optionalParams);
  }

  warn(message: unknown, ...optionalParams: unknown[]): void {
    this.write('warn', message, optionalParams);
  }

  debug(message: unknown, ...optionalParams: unknown[]): void {
    this.write('debug', message, optionalParams);
  }

  verbose(message: unknown, ...optionalParams: unknown[]): void {
    this.write('trace', message, optionalParams);
  }

  fatal(message: unknown, ...optionalParams: unknown[]): void {
    this.write('fatal', message, optionalParams);
  }

  private write(level: Level, message: unknown, optionalParams: unknown[]): void {
    const last = optionalParams.at(-1);
    const context = typeof last === 'string' ? last : undefined;
    if (message instanceof Error) {
      this.logger[level]({ context, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ context, ...message });
    } else {
      this.logger[level]({ context }, String(message));
    }
  }
}
