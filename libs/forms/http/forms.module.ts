import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { RUNTIME, type Runtime } from '@mercato/runtime';
import { CAPTCHA_VERIFIER, FORMS_CONFIG, FormKeys, FormQueries, FormReader, formsHandlers, type FormsConfig } from '@mercato/forms/application';
import { captchaVerifier } from '@mercato/forms/infrastructure';
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
    { provide: FORMS_CONFIG, inject: [RUNTIME], useFactory: (runtime: Runtime): FormsConfig => runtime.config.forms },
    { provide: CAPTCHA_VERIFIER, inject: [RUNTIME, DataSource], useFactory: (runtime: Runtime, dataSource: DataSource) => captchaVerifier(runtime.config.forms.captcha, dataSource) },
    FormKeys,
    FormReader,
    FormQueries,
    ...formsHandlers,
  ],
  exports: [CAPTCHA_VERIFIER, FormReader],
})
export class FormsModule {}
