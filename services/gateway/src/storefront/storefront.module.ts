import { type DynamicModule, Module } from '@nestjs/common';
import { STOREFRONT_ASSETS, StorefrontController, type StorefrontAssets } from './storefront.controller';

/** Imported last: Nest registers routes module by module, and this catch-all must come after the API. */
@Module({})
export class StorefrontModule {
  static withAssets(assets: StorefrontAssets): DynamicModule {
    return { module: StorefrontModule, controllers: [StorefrontController], providers: [{ provide: STOREFRONT_ASSETS, useValue: assets }] };
  }
}
