import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RUNTIME, type Runtime } from '@mercato/runtime';
import {
  Courses,
  LockScreens,
  MemberAreas,
  MembershipExpirySweeper,
  PASSWORD_HASHER,
  SITE_USERS_CONFIG,
  SiteUserAccountChanges,
  SiteUserDirectory,
  SiteUserLoginThrottle,
  SiteUserSessions,
  SiteUsersIdentity,
  SiteUsersPageGate,
  siteUserHandlers,
  type SiteUsersConfig,
} from '@mercato/site-users/application';
import { Argon2PasswordHasher } from '@mercato/site-users/infrastructure';
import { PAGE_GATE, SITE_USER_IDENTITY } from '@mercato/site-users/ports';
import { SiteUserAccountController } from './site-user-account.controller';
import { SiteUserLinksController } from './site-user-links.controller';
import { MemberAreasController, OwnerMemberAreasController } from './member-areas.controller';
import { LockScreensController, OwnerLockScreensController } from './lock-screens.controller';
import { OwnerMembersController } from './owner-members.controller';
import { SignedIn } from './signed-in';
import { CoursesController, OwnerCoursesController } from './courses.controller';
import { MembershipExpirySweeps } from './membership-expiry-sweeps';

/**
 * The site-users context. Needs the platform's DataSource, PostgresEventStore and SITE_RESOLVER, and siteUsersParts mounted.
 * Global so its published ports reach the contexts beside it: PAGE_GATE (lock screens and member areas) the
 * catalog's reads, SITE_USER_IDENTITY (who is signed in) checkout.
 */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [SiteUserAccountController, SiteUserLinksController, MemberAreasController, OwnerMemberAreasController, CoursesController, OwnerCoursesController, LockScreensController, OwnerLockScreensController, OwnerMembersController],
  providers: [
    { provide: SITE_USERS_CONFIG, inject: [RUNTIME], useFactory: (runtime: Runtime): SiteUsersConfig => runtime.config.siteUsers },
    { provide: PASSWORD_HASHER, useClass: Argon2PasswordHasher },
    SiteUserSessions,
    SiteUserLoginThrottle,
    SiteUserAccountChanges,
    MemberAreas,
    MembershipExpirySweeper,
    MembershipExpirySweeps,
    SignedIn,
    ...siteUserHandlers,
    Courses,
    LockScreens,
    { provide: PAGE_GATE, useClass: SiteUsersPageGate },
    { provide: SITE_USER_IDENTITY, useClass: SiteUsersIdentity },
    SiteUserDirectory,
  ],
  exports: [PAGE_GATE, SITE_USER_IDENTITY],
})
export class SiteUsersModule {}
