import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { Courses, MemberAreas, PASSWORD_HASHER, SiteUserAccountChanges, SiteUserLoginThrottle, SiteUserSessions, siteUserHandlers } from '@mercato/site-users/application';
import { Argon2PasswordHasher } from '@mercato/site-users/infrastructure';
import { SiteUserAccountController } from './site-user-account.controller';
import { SiteUserLinksController } from './site-user-links.controller';
import { MemberAreasController, OwnerMemberAreasController } from './member-areas.controller';
import { SignedIn } from './signed-in';
import { CoursesController, OwnerCoursesController } from './courses.controller';

/** The site-users context. Needs the platform's DataSource, PostgresEventStore and SITE_RESOLVER, and siteUsersParts mounted. */
@Module({
  imports: [CqrsModule],
  controllers: [SiteUserAccountController, SiteUserLinksController, MemberAreasController, OwnerMemberAreasController, CoursesController, OwnerCoursesController],
  providers: [{ provide: PASSWORD_HASHER, useClass: Argon2PasswordHasher }, SiteUserSessions, SiteUserLoginThrottle, SiteUserAccountChanges, MemberAreas, SignedIn, ...siteUserHandlers, Courses],
})
export class SiteUsersModule {}
