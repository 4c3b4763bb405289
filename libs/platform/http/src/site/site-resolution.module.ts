import {
  type ClassProvider,
  type DynamicModule,
  type ExistingProvider,
  type FactoryProvider,
  Global,
  Module,
  type ValueProvider,
} from '@nestjs/common';
import { CachedSiteResolver, type SiteCacheSettings } from './cached-site-resolver';
import { SiteGuard } from './site.guard';
import { SITE_RESOLVER, type SiteResolver } from './site-resolver.port';

/**
 * Every host-scoped request asks which site it is for; answers are reused for 5 s so that hot
 * endpoints (census beacons, product pages) do not query the database each time. A host moved to
 * another site is seen that much later; "no site" is asked again every time unless a deployment
 * opts in (see SiteCacheSettings.rememberMisses).
 */
export const DEFAULT_SITE_CACHE: SiteCacheSettings = { ttlMs: 5000, maxHosts: 10_000, rememberMisses: false };

/** The resolver as the caller provides it, before the cache wraps it. */
const DIRECTORY = Symbol('site directory');

/** How to build the resolver: any Nest provider recipe for `SITE_RESOLVER` without the token. */
export type SiteResolverProvider =
  | Omit<ClassProvider<SiteResolver>, 'provide'>
  | Omit<FactoryProvider<SiteResolver>, 'provide'>
  | Omit<ValueProvider<SiteResolver>, 'provide'>
  | Omit<ExistingProvider<SiteResolver>, 'provide'>;

/**
 * Makes `SITE_RESOLVER` (the given resolver behind a cache) and `SiteGuard` available app-wide, e.g.
 * `SiteResolutionModule.forRoot({ useClass: SitesReadModelResolver }, [SitesProjectionsModule])`.
 */
@Global()
@Module({})
export class SiteResolutionModule {
  static forRoot(resolver: SiteResolverProvider, imports: DynamicModule['imports'] = [], cache: SiteCacheSettings = DEFAULT_SITE_CACHE): DynamicModule {
    return {
      module: SiteResolutionModule,
      imports,
      providers: [
        { ...resolver, provide: DIRECTORY },
        { provide: SITE_RESOLVER, inject: [DIRECTORY], useFactory: (directory: SiteResolver) => new CachedSiteResolver(directory, cache) },
        SiteGuard,
      ],
      exports: [SITE_RESOLVER, SiteGuard],
    };
  }
}
