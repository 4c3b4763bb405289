import { type DynamicModule, Module } from '@nestjs/common';
import { CatalogModule } from '@mercato/catalog/http';
import { FormsModule } from '@mercato/forms/http';
import { MediaModule } from '@mercato/media/http';
import { type StorefrontReads } from '@mercato/storefront/server/storefront-reads';
import { InProcessStorefrontReads } from './in-process-storefront-reads';
import { InstalmentsController } from './instalments.controller';
import { RecentStorefrontPages } from './recent-pages';
import { SocialPixelController } from './social-pixel.controller';
import { STOREFRONT_ASSETS, STOREFRONT_READS, StorefrontController, type StorefrontAssets } from './storefront.controller';

/** Imported last: Nest registers routes module by module, and this catch-all must come after the API. */
@Module({})
export class StorefrontModule {
  /** Embedded mode: pages read through the contexts' query services in this process (sites and auth are global). */
  static inProcess(assets: StorefrontAssets): DynamicModule {
    const module = StorefrontModule.reading(assets, { provide: STOREFRONT_READS, useClass: InProcessStorefrontReads });
    // The instalment offer and the pixel id read the sites context in this process: embedded mode only so far.
    return { ...module, imports: [CatalogModule, FormsModule, MediaModule], controllers: [InstalmentsController, SocialPixelController, ...(module.controllers ?? [])] };
  }

  /** Proxy mode: the contexts run elsewhere, so pages read through `reads` (over HTTP). */
  static withReads(assets: StorefrontAssets, reads: StorefrontReads): DynamicModule {
    return StorefrontModule.reading(assets, { provide: STOREFRONT_READS, useValue: reads });
  }

  private static reading(assets: StorefrontAssets, reads: NonNullable<DynamicModule['providers']>[number]): DynamicModule {
    return { module: StorefrontModule, controllers: [StorefrontController], providers: [{ provide: STOREFRONT_ASSETS, useValue: assets }, reads, RecentStorefrontPages] };
  }
}
