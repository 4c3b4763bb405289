import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MailDispatcher, SmtpMailer } from '@mercato/mail';

/** How often the outbox is drained: a notification leaves about this long after its submission. */
const MAIL_INTERVAL_MS = 1_000;

/**
 * Delivers the owner notifications from the mail outbox through SMTP_URL (MAIL_FROM the sender).
 * Without SMTP_URL mail waits in the outbox until a process with one runs.
 */
@Injectable()
export class FormsMailDelivery implements OnApplicationBootstrap, OnApplicationShutdown {
  private dispatcher: MailDispatcher | undefined;
  private mailer: SmtpMailer | undefined;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    const smtpUrl = process.env.SMTP_URL;
    if (!smtpUrl) return;
    this.mailer = new SmtpMailer(smtpUrl, process.env.MAIL_FROM || 'Mercato <no-reply@mercato.localhost>');
    this.dispatcher = new MailDispatcher(this.dataSource, this.mailer, MAIL_INTERVAL_MS);
    this.dispatcher.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.dispatcher?.stop();
    this.mailer?.close();
  }
}
