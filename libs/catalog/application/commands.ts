import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PostgresEventStore, loadState, runCommand, type CommandResult } from '@mercato/event-store';
import { withSpan } from '@mercato/observability';
import { CatalogError, productStreamId, storeStreamId, type CreateProduct, type ProductChange, type VariantInput } from '@mercato/catalog/domain';
import { productStream, storeStream } from './streams';
import { STORE_URL_SCOPE, claimUrlId, productUrlScope, withFreeUrlId } from './url-ids';
import { SITE_DIRECTORY, type SiteDirectory } from '@mercato/sites/ports';

export class CreateStoreCollectionCommand {
  constructor(
    readonly websiteId: string,
    readonly input: { title: string; navigationTitle: string; urlId: string; description: string; enabled: boolean },
  ) {}
}

export class CreateRootCategoryCommand {
  constructor(
    readonly websiteId: string,
    readonly collectionId: string,
    readonly input: { displayName: string; parentCategoryId: string; type: string; pageRendering: string; displayIndex: number },
  ) {}
}

export class CreateProductCommand {
  constructor(
    readonly websiteId: string,
    readonly collectionId: string,
    readonly input: Omit<CreateProduct, 'type' | 'websiteId' | 'collectionId' | 'itemId' | 'currency' | 'variants' | 'urlId'> & {
      readonly urlId: string;
      readonly variants: ReadonlyArray<Omit<VariantInput, 'variantId'>>;
    },
  ) {}
}

export class ChangeProductCommand {
  constructor(
    readonly websiteId: string,
    readonly itemId: string,
    readonly command: ProductChange,
  ) {}
}

export interface StoreCollectionCreatedResult {
  readonly id: string;
  readonly urlId: string;
}

@CommandHandler(CreateStoreCollectionCommand)
export class CreateStoreCollectionHandler implements ICommandHandler<CreateStoreCollectionCommand, StoreCollectionCreatedResult> {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  execute({ websiteId, input }: CreateStoreCollectionCommand): Promise<StoreCollectionCreatedResult> {
    return withSpan('command CreateStoreCollection', async () => {
      const collectionId = randomUUID();
      return withFreeUrlId(this.dataSource, { websiteId, scope: STORE_URL_SCOPE, wanted: input.urlId || input.title, fallbackTitle: 'store' }, async (urlId) => {
        await runCommand(this.store, {
          stream: storeStream,
          streamId: storeStreamId(collectionId),
          command: { type: 'CreateStoreCollection', websiteId, collectionId, ...input, urlId },
          onAppended: (manager) => claimUrlId(manager, websiteId, STORE_URL_SCOPE, urlId, collectionId),
        });
        return { id: collectionId, urlId };
      });
    });
  }
}

@CommandHandler(CreateRootCategoryCommand)
export class CreateRootCategoryHandler implements ICommandHandler<CreateRootCategoryCommand, { id: string }> {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  execute({ websiteId, collectionId, input }: CreateRootCategoryCommand): Promise<{ id: string }> {
    return withSpan('command CreateRootCategory', async () => {
      await assertStoreOfWebsite(this.store, websiteId, collectionId);
      const categoryId = randomUUID();
      await runCommand(this.store, {
        stream: storeStream,
        streamId: storeStreamId(collectionId),
        command: {
          type: 'CreateRootCategory',
          collectionId,
          categoryId,
          displayName: input.displayName,
          parentCategoryId: input.parentCategoryId,
          categoryType: input.type,
          pageRendering: input.pageRendering,
          displayIndex: input.displayIndex,
        },
      });
      return { id: categoryId };
    });
  }
}

export interface ProductCreatedResult {
  readonly id: string;
  readonly urlId: string;
  readonly variantIds: readonly string[];
}

@CommandHandler(CreateProductCommand)
export class CreateProductHandler implements ICommandHandler<CreateProductCommand, ProductCreatedResult> {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SITE_DIRECTORY) private readonly sites: SiteDirectory,
  ) {}

  execute({ websiteId, collectionId, input }: CreateProductCommand): Promise<ProductCreatedResult> {
    return withSpan('command CreateProduct', async () => {
      await assertStoreOfWebsite(this.store, websiteId, collectionId);
      const site = await this.sites.siteFacts(websiteId);
      if (!site) throw new CatalogError('not_found', 'Site not found.');
      const { currency } = site.storeSettings;
      const itemId = randomUUID();
      const variants = input.variants.map((variant) => ({ ...variant, variantId: randomUUID() }));
      const scope = productUrlScope(collectionId);
      return withFreeUrlId(this.dataSource, { websiteId, scope, wanted: input.urlId || input.title, fallbackTitle: 'product' }, async (urlId) => {
        await runCommand(this.store, {
          stream: productStream,
          streamId: productStreamId(itemId),
          command: { ...input, type: 'CreateProduct', websiteId, collectionId, itemId, currency, urlId, variants },
          onAppended: (manager) => claimUrlId(manager, websiteId, scope, urlId, itemId),
        });
        return { id: itemId, urlId, variantIds: variants.map((variant) => variant.variantId) };
      });
    });
  }
}

/** Variants, prices and stock of an existing product. */
@CommandHandler(ChangeProductCommand)
export class ChangeProductHandler implements ICommandHandler<ChangeProductCommand, CommandResult<unknown, unknown>> {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  execute({ websiteId, itemId, command }: ChangeProductCommand) {
    // The decider checks the product belongs to the website, on the state runCommand loads anyway.
    return withSpan(`command ${command.type}`, () => runCommand(this.store, { stream: productStream, streamId: productStreamId(itemId), command: { ...command, websiteId } }));
  }
}

async function assertStoreOfWebsite(store: PostgresEventStore, websiteId: string, collectionId: string): Promise<void> {
  const { state } = await loadState(store, storeStream, storeStreamId(collectionId));
  if (state.status === 'absent' || state.websiteId !== websiteId) throw new CatalogError('not_found', 'Store not found.');
}

export const catalogCommandHandlers = [CreateStoreCollectionHandler, CreateRootCategoryHandler, CreateProductHandler, ChangeProductHandler];
