import { Global, Module } from '@nestjs/common';
import { ContributorRolesGuard } from './contributor-roles.guard';
import { ContributorSessionController } from './contributor-session.controller';
import { ContributorSessionService } from './contributor-session.service';
import { ContributorService } from './contributor.service';

/**
 * Owner login (`/api/auth/session`) and the services `@RequireRoles` needs. Global so any context's
 * controllers can use `@RequireRoles`. Needs TypeORM's `DataSource` as a global provider and
 * `CONTRIBUTOR_AUTH_SCHEMA` applied.
 */
@Global()
@Module({
  controllers: [ContributorSessionController],
  providers: [ContributorService, ContributorSessionService, ContributorRolesGuard],
  exports: [ContributorService, ContributorSessionService, ContributorRolesGuard],
})
export class ContributorAuthModule {}
