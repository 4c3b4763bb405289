import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore, runCommand } from '@mercato/event-store';
import { withSpan } from '@mercato/observability';
import { RESTOCK_MESSAGES } from '@mercato/spec';
import { RestockError, UNKNOWN_VARIANT_MESSAGE, restockStreamId } from '@mercato/restock/domain';
import { RESTOCK_CAPTCHA, type RestockCaptcha } from './captcha.port';
import { restockStream } from './restock.stream';
import { VARIANT_STOCK, inStock, type VariantStock } from './variant-stock.port';

export interface SignUpInput {
  readonly productId: string;
  readonly variantId: string;
  readonly siteVisitorEmail: string;
  readonly isJoinMailingList: boolean;
  readonly language: string;
  /** Whichever captcha token the storefront sent (classic or enterprise v3). */
  readonly captchaToken: string;
}

export class SignUpForRestockCommand {
  constructor(
    readonly websiteId: string,
    readonly input: SignUpInput,
    readonly remoteAddress: string,
  ) {}
}

@CommandHandler(SignUpForRestockCommand)
export class SignUpForRestockHandler implements ICommandHandler<SignUpForRestockCommand, void> {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(VARIANT_STOCK) private readonly stock: VariantStock,
    @Inject(RESTOCK_CAPTCHA) private readonly captcha: RestockCaptcha,
  ) {}

  execute({ websiteId, input, remoteAddress }: SignUpForRestockCommand): Promise<void> {
    return withSpan('command SignUpForRestock', async () => {
      const variant = await this.stock.variantOf(websiteId, input.productId, input.variantId);
      if (!variant) throw new RestockError('not_found', UNKNOWN_VARIANT_MESSAGE, 'variantId');
      if ((await this.captcha.requiredFor(websiteId)) && !(input.captchaToken && (await this.captcha.verify(input.captchaToken, remoteAddress)))) {
        throw new RestockError('invalid', RESTOCK_MESSAGES.captchaIncomplete, 'captchaToken');
      }
      await runCommand(this.store, {
        stream: restockStream,
        streamId: restockStreamId(input.variantId),
        command: {
          type: 'SignUpForRestock',
          websiteId,
          productId: input.productId,
          variantId: input.variantId,
          signUpId: randomUUID(),
          email: input.siteVisitorEmail,
          joinMailingList: input.isJoinMailingList,
          language: input.language,
          signedUpAt: new Date().toISOString(),
          unsubscribeToken: randomUUID(),
          variantInStock: inStock(variant.stock),
        },
      });
    });
  }
}
