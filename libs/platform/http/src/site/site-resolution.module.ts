import {
  type ClassProvider,
  type DynamicModule,
  type ExistingProvider,
  type FactoryProvider,
  Global,
  Module,
  type ValueProvider,
} from '@nestjs/common';
import { SiteGuard } from './site.guard';
import { SITE_RESOLVER, type SiteResolver } from './site-resolver.port';

/** How to build the resolver: any Nest provider recipe for `SITE_RESOLVER` without the token. */
export type SiteResolverProvider =
  | Omit<ClassProvider<SiteResolver>, 'provide'>
  | Omit<FactoryProvider<SiteResolver>, 'provide'>
  | Omit<ValueProvider<SiteResolver>, 'provide'>
  | Omit<ExistingProvider<SiteResolver>, 'provide'>;

/**
 * Makes the `SITE_RESOLVER` implementation and `SiteGuard` available app-wide, e.g.
 * `SiteResolutionModule.forRoot({ useClass: SitesReadModelResolver }, [SitesProjectionsModule])`.
 */
@Global()
@Module({})
export class SiteResolutionModule {
  static forRoot(resolver: SiteResolverProvider, imports: DynamicModule['imports'] = []): DynamicModule {
    return {
      module: SiteResolutionModule,
      imports,
      providers: [{ ...resolver, provide: SITE_RESOLVER }, SiteGuard],
      exports: [SITE_RESOLVER, SiteGuard],
    };
  }
}
