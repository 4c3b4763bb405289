import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MailOutcomes } from '@mercato/mail';
import { createLogger } from '@mercato/observability';
import type { RecordNoticeDeliveries } from '@mercato/restock/domain';
import { RESTOCK_MAIL_SOURCE, RecordNoticeDeliveriesCommand, parseNoticeReference } from '@mercato/restock/application';

type Delivery = RecordNoticeDeliveries['deliveries'][number];

const logger = createLogger('restock');

/**
 * Turns the mailer's final word on restock notices into the sign-ups' delivery status events.
 * Outcomes of one variant arrive from several dispatcher workers at once; appending each on its
 * own would race for the variant's stream, so they are gathered per variant and recorded one
 * append at a time, as many as have arrived meanwhile.
 */
@Injectable()
export class RestockDeliveryRecorder implements OnModuleInit, OnApplicationShutdown {
  private readonly waiting = new Map<string, Delivery[]>();
  private readonly recording = new Map<string, Promise<void>>();

  constructor(
    @Inject(MailOutcomes) private readonly outcomes: MailOutcomes,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.outcomes.listen(RESTOCK_MAIL_SOURCE, async (mail, outcome) => {
      const notice = parseNoticeReference(mail.reference);
      if (notice) this.record(notice.variantId, { signUpId: notice.signUpId, outcome });
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.recording.values());
  }

  private record(variantId: string, delivery: Delivery): void {
    const waiting = this.waiting.get(variantId);
    if (waiting) return void waiting.push(delivery);
    this.waiting.set(variantId, [delivery]);
    if (!this.recording.has(variantId)) this.recording.set(variantId, this.drain(variantId));
  }

  private async drain(variantId: string): Promise<void> {
    for (let deliveries = this.take(variantId); deliveries.length > 0; deliveries = this.take(variantId)) {
      try {
        await this.commands.execute(new RecordNoticeDeliveriesCommand(variantId, deliveries));
      } catch (error) {
        logger.error({ err: error, variantId, count: deliveries.length }, 'restock delivery status not recorded');
      }
    }
    this.recording.delete(variantId);
  }

  private take(variantId: string): Delivery[] {
    const deliveries = this.waiting.get(variantId) ?? [];
    this.waiting.delete(variantId);
    return deliveries;
  }
}
