import { Global, Module } from '@nestjs/common';
import { ContributorRolesGuard } from './contributor-roles.guard';
import { ContributorSessionController } from './contributor-session.controller';
import { ContributorSessionService } from './contributor-session.service';
import { ContributorService } from './contributor.service';
import { CONTRIBUTOR_SESSIONS } from './contributor-sessions.port';

/**
 * Owner login (`/api/auth/session`) and the services `@RequireRoles` needs. Global so any context's
 * controllers can use `@RequireRoles`. Needs TypeORM's `DataSource` as a global provider and
 * `contributorMigrations` applied.
 */
@Global()
@Module({
  controllers: [ContributorSessionController],
  providers: [ContributorService, ContributorSessionService, { provide: CONTRIBUTOR_SESSIONS, useExisting: ContributorSessionService }, ContributorRolesGuard],
  exports: [ContributorService, ContributorSessionService, CONTRIBUTOR_SESSIONS, ContributorRolesGuard],
})
export class ContributorAuthModule {}
