import { Global, Module } from '@nestjs/common';
import { CONTRIBUTOR_SESSIONS, ContributorRolesGuard } from '@mercato/http';
import { ContributorService, ContributorSessionService, LoginThrottle } from '@mercato/accounts/application';
import { ContributorSessionController } from './contributor-session.controller';

/**
 * The accounts context: owner login (`/api/auth/session`) and the services `@RequireRoles` needs.
 * Global so any context's controllers can use `@RequireRoles`. Needs TypeORM's `DataSource` as a
 * global provider and `accountsParts` mounted (its migrations create the tables).
 */
@Global()
@Module({
  controllers: [ContributorSessionController],
  providers: [ContributorService, ContributorSessionService, LoginThrottle, { provide: CONTRIBUTOR_SESSIONS, useExisting: ContributorSessionService }, ContributorRolesGuard],
  exports: [ContributorService, ContributorSessionService, CONTRIBUTOR_SESSIONS, ContributorRolesGuard],
})
export class ContributorAuthModule {}
