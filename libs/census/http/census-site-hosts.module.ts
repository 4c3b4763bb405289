import { Module } from '@nestjs/common';
import { CensusSiteHosts } from '@mercato/census/infrastructure';

/** Distributed mode: `CensusSiteHosts` for `SiteResolutionModule` (mount `censusSiteHostsParts` with it). */
@Module({ providers: [CensusSiteHosts], exports: [CensusSiteHosts] })
export class CensusSiteHostsModule {}
