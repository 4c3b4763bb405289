import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CAPTCHA_VERIFIER, FORMS_CONFIG, FormKeys, FormQueries, FormReader, formsConfigFromEnv, formsHandlers } from '@mercato/forms/application';
import { captchaFromEnv } from '@mercato/forms/infrastructure';
import { FormDefinitionsModule } from './form-definitions.module';
import { OwnerFormsController } from './owner-forms.controller';
import { StorefrontFormsController } from './storefront-forms.controller';

/**
 * The forms context. Needs the platform's DataSource, PostgresEventStore and SITE_RESOLVER.
 * Publishes FORM_DEFINITIONS (global, FormDefinitionsModule).
 */
@Module({
  imports: [CqrsModule, FormDefinitionsModule],
  controllers: [StorefrontFormsController, OwnerFormsController],
  providers: [
    { provide: FORMS_CONFIG, useFactory: () => formsConfigFromEnv(process.env) },
    { provide: CAPTCHA_VERIFIER, inject: [DataSource], useFactory: (dataSource: DataSource) => captchaFromEnv(process.env, dataSource) },
    FormKeys,
    FormReader,
    FormQueries,
    ...formsHandlers,
  ],
  exports: [CAPTCHA_VERIFIER, FormReader],
})
export class FormsModule {}
