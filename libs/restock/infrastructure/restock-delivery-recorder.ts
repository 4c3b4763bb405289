import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MailOutcomes } from '@mercato/mail';
import { RESTOCK_MAIL_SOURCE, RecordNoticeDeliveryCommand, parseNoticeReference } from '@mercato/restock/application';

/** Turns the mailer's final word on a restock notice into the sign-up's delivery status event. */
@Injectable()
export class RestockDeliveryRecorder implements OnModuleInit {
  constructor(
    @Inject(MailOutcomes) private readonly outcomes: MailOutcomes,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.outcomes.listen(RESTOCK_MAIL_SOURCE, async (mail, outcome) => {
      const notice = parseNoticeReference(mail.reference);
      if (notice) await this.commands.execute(new RecordNoticeDeliveryCommand(notice.variantId, notice.signUpId, outcome));
    });
  }
}
