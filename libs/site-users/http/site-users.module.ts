import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { Courses, LockScreens, MemberAreas, PASSWORD_HASHER, SiteUserAccountChanges, SiteUserDirectory, SiteUserLoginThrottle, SiteUserSessions, SiteUsersPageGate, siteUserHandlers } from '@mercato/site-users/application';
import { Argon2PasswordHasher } from '@mercato/site-users/infrastructure';
import { PAGE_GATE } from '@mercato/site-users/ports';
import { SiteUserAccountController } from './site-user-account.controller';
import { SiteUserLinksController } from './site-user-links.controller';
import { MemberAreasController, OwnerMemberAreasController } from './member-areas.controller';
import { LockScreensController, OwnerLockScreensController } from './lock-screens.controller';
import { OwnerMembersController } from './owner-members.controller';
import { SignedIn } from './signed-in';
import { CoursesController, OwnerCoursesController } from './courses.controller';

/**
 * The site-users context. Needs the platform's DataSource, PostgresEventStore and SITE_RESOLVER, and siteUsersParts mounted.
 * Global so its published port PAGE_GATE (lock screens and member areas) reaches the catalog's reads beside it.
 */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [SiteUserAccountController, SiteUserLinksController, MemberAreasController, OwnerMemberAreasController, CoursesController, OwnerCoursesController, LockScreensController, OwnerLockScreensController, OwnerMembersController],
  providers: [
    { provide: PASSWORD_HASHER, useClass: Argon2PasswordHasher },
    SiteUserSessions,
    SiteUserLoginThrottle,
    SiteUserAccountChanges,
    MemberAreas,
    SignedIn,
    ...siteUserHandlers,
    Courses,
    LockScreens,
    { provide: PAGE_GATE, useClass: SiteUsersPageGate },
    SiteUserDirectory,
  ],
  exports: [PAGE_GATE],
})
export class SiteUsersModule {}
