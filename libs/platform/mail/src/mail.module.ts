import { Global, Inject, Injectable, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createLogger } from '@mercato/observability';
import { RUNTIME, type Runtime } from '@mercato/runtime';
import { MailDispatcher, type DeliveryOutcome } from './mail-dispatcher';
import type { OutboxMail } from './mail-message';
import { smtpTransport } from './smtp-transport';

type OutcomeListener = (mail: OutboxMail, outcome: DeliveryOutcome) => Promise<void>;

/** Contexts that queue mail register here to hear how their mails (by outbox source) ended. */
@Injectable()
export class MailOutcomes {
  private readonly listeners = new Map<string, OutcomeListener>();

  listen(source: string, listener: OutcomeListener): void {
    this.listeners.set(source, listener);
  }

  async tell(mail: OutboxMail, outcome: DeliveryOutcome): Promise<void> {
    await this.listeners.get(mail.source)?.(mail, outcome);
  }
}

/**
 * Delivers the outbox over SMTP while the process runs, when SMTP_URL is set. Without it (the
 * embedded default) mails stay in the outbox, where the owner console lists them.
 */
@Injectable()
export class MailDispatch implements OnApplicationBootstrap, OnApplicationShutdown {
  private dispatcher: MailDispatcher | undefined;
  private closeTransport: (() => void) | undefined;

  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(MailOutcomes) private readonly outcomes: MailOutcomes,
  ) {}

  onApplicationBootstrap(): void {
    const { smtpUrl, mailFrom } = this.runtime.config;
    if (!smtpUrl) return;
    const transport = smtpTransport(smtpUrl);
    this.closeTransport = () => transport.close();
    this.dispatcher = new MailDispatcher({
      dataSource: this.dataSource,
      transport,
      from: mailFrom,
      logger: createLogger('mail'),
      onOutcome: (mail, outcome) => this.outcomes.tell(mail, outcome),
    });
    this.dispatcher.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.dispatcher?.stop();
    this.closeTransport?.();
  }
}

/** The platform mailer for a process: one dispatcher for every context's mail. */
@Global()
@Module({ providers: [MailOutcomes, MailDispatch], exports: [MailOutcomes] })
export class MailModule {}
