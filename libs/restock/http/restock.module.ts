import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RESTOCK_CAPTCHA, SIGN_UP_TOKENS, VARIANT_STOCK, noCaptcha, restockCommandHandlers } from '@mercato/restock/application';
import { NoticeTemplates, RestockDeliveryRecorder, VariantStockReadModel } from '@mercato/restock/infrastructure';
import { SignUpQueries } from '@mercato/restock/projections';
import { NoticeTemplatesController } from './notice-templates.controller';
import { RestockController } from './restock.controller';
import { RestockUnsubscribeController } from './unsubscribe.controller';

/**
 * The restock context. Needs the platform's global providers (DataSource, PostgresEventStore,
 * SITE_RESOLVER, contributor auth) and MailModule. Captcha: none until the forms context's
 * providers are wired to RESTOCK_CAPTCHA.
 */
@Module({
  imports: [CqrsModule],
  controllers: [RestockUnsubscribeController, NoticeTemplatesController, RestockController],
  providers: [
    ...restockCommandHandlers,
    SignUpQueries,
    RestockDeliveryRecorder,
    NoticeTemplates,
    { provide: VARIANT_STOCK, useClass: VariantStockReadModel },
    { provide: SIGN_UP_TOKENS, useExisting: SignUpQueries },
    { provide: RESTOCK_CAPTCHA, useValue: noCaptcha },
  ],
})
export class RestockModule {}
