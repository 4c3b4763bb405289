import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CAPTCHA_VERIFIER, HttpCaptchaVerifier, type CaptchaVerifier } from '@mercato/forms/ports';
import { SITE_DIRECTORY, type SiteDirectory } from '@mercato/sites/ports';
import { RESTOCK_CAPTCHA, SIGN_UP_TOKENS, VARIANT_STOCK, noCaptcha, restockCommandHandlers } from '@mercato/restock/application';
import { NoticeTemplates, RestockDeliveryRecorder, VariantStockReadModel, storeSettingsCaptcha } from '@mercato/restock/infrastructure';
import { SignUpQueries } from '@mercato/restock/projections';
import { NoticeTemplatesController } from './notice-templates.controller';
import { RestockController } from './restock.controller';
import { RestockUnsubscribeController } from './unsubscribe.controller';

/**
 * The restock context. Needs the platform's global providers (DataSource, PostgresEventStore,
 * SITE_RESOLVER, SITE_DIRECTORY, contributor auth) and MailModule. Choose its captcha with
 * `withCaptcha` (the forms context's provider in this process), `withRemoteCaptcha` (the forms
 * service's, over HTTP) or `withoutCaptcha`.
 */
@Module({})
export class RestockModule {
  /**
   * Sign-ups checked by the forms context's captcha provider: `captchaModule` exports
   * CAPTCHA_VERIFIER (the forms module in one process, so a challenge it issued verifies here).
   */
  static withCaptcha(captchaModule: Type | DynamicModule): DynamicModule {
    return RestockModule.with([captchaModule], {
      provide: RESTOCK_CAPTCHA,
      inject: [CAPTCHA_VERIFIER, SITE_DIRECTORY],
      useFactory: (verifier: CaptchaVerifier, sites: SiteDirectory) => storeSettingsCaptcha(verifier, sites),
    });
  }

  /**
   * Distributed mode: sign-ups checked by the forms service's provider (HttpCaptchaVerifier), so
   * the challenge the storefront got from forms verifies, and is spent, there.
   */
  static withRemoteCaptcha(formsServiceUrl: string): DynamicModule {
    return RestockModule.with([], {
      provide: RESTOCK_CAPTCHA,
      inject: [SITE_DIRECTORY],
      useFactory: (sites: SiteDirectory) => storeSettingsCaptcha(new HttpCaptchaVerifier(formsServiceUrl), sites),
    });
  }

  static withoutCaptcha(): DynamicModule {
    return RestockModule.with([], { provide: RESTOCK_CAPTCHA, useValue: noCaptcha });
  }

  private static with(imports: DynamicModule['imports'], captcha: NonNullable<DynamicModule['providers']>[number]): DynamicModule {
    return {
      module: RestockModule,
      imports: [CqrsModule, ...(imports ?? [])],
      controllers: [RestockUnsubscribeController, NoticeTemplatesController, RestockController],
      providers: [
        ...restockCommandHandlers,
        SignUpQueries,
        RestockDeliveryRecorder,
        NoticeTemplates,
        { provide: VARIANT_STOCK, useClass: VariantStockReadModel },
        { provide: SIGN_UP_TOKENS, useExisting: SignUpQueries },
        captcha,
      ],
    };
  }
}
