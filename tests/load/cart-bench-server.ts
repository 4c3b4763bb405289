/**
 * The add-to-cart benchmark's server: the embedded gateway on a fresh embedded PostgreSQL with one
 * site and Vendure's peer catalog (10 products of 8 unlimited variants). Prints one JSON line
 * (CartBenchCatalog) once ready; stops on SIGTERM. Started by tests/load/cart-bench.ts.
 */
import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { CreateProductCommand, CreateStoreCollectionCommand, type ProductCreatedResult } from '@mercato/catalog/application';
import { ProductType } from '@mercato/spec';
import { startGateway } from '../../services/gateway/src/gateway';
import { testSiteCommand } from '../integration/support/fixtures';

export const BENCH_HOST = 'cart-bench.localhost';
const WEBSITE = 'cart-bench';

export interface CartBenchCatalog {
  readonly url: string;
  readonly host: string;
  /** 80 variants: an item id and a sku each. */
  readonly variants: ReadonlyArray<{ readonly itemId: string; readonly sku: string }>;
}

async function main(): Promise<void> {
  const gateway = await startGateway(runtimeConfigFromEnv('cart-bench', { ...process.env, MERCATO_SEED: 'none' }));
  const commands = gateway.app.get(CommandBus);
  await commands.execute(testSiteCommand(WEBSITE, BENCH_HOST));
  const store: { id: string } = await commands.execute(new CreateStoreCollectionCommand(WEBSITE, { title: 'Shop', navigationTitle: 'Shop', urlId: 'shop', description: '', enabled: true }));
  const variants: Array<{ itemId: string; sku: string }> = [];
  for (let p = 0; p < 10; p++) {
    const skus = Array.from({ length: 8 }, (_, v) => `P${p}-V${v}`);
    const created: ProductCreatedResult = await commands.execute(
      new CreateProductCommand(WEBSITE, store.id, {
        title: `Product ${p}`,
        urlId: '',
        description: '',
        productType: ProductType.PHYSICAL,
        variantOptionOrdering: ['Size'],
        isSubscribable: false,
        additionalFieldsFormId: '',
        useCustomAddButtonText: false,
        customAddButtonText: '',
        images: [],
        variants: skus.map((sku, v) => ({ sku, priceCents: 1000 + v, salePriceCents: 0, onSale: false, unlimited: true, qtyInStock: 0, optionValues: [{ optionName: 'Size', value: String(v) }] })),
      }),
    );
    variants.push(...skus.map((sku) => ({ itemId: created.id, sku })));
  }
  await gateway.runtime.catchUp();
  const catalog: CartBenchCatalog = { url: gateway.url, host: BENCH_HOST, variants };
  console.log(JSON.stringify(catalog));
  process.on('SIGTERM', () => void gateway.stop().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
