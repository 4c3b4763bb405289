import { Body, Controller, Delete, Get, HttpCode, Inject, NotFoundException, Param, ParseUUIDPipe, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiError, ApiErrors, CurrentSite, RequireRoles, SiteGuard, type ResolvedSite } from '@mercato/http';
import { COURSE_MESSAGES, SITE_LOCK_PAGE_ID } from '@mercato/spec';
import { Courses, SiteUserSessions, type CourseView, type LessonView, type OwnerCourseView, type OwnerLessonView } from '@mercato/site-users/application';
import { PAGE_GATE, pageGateMessage, type PageGate } from '@mercato/site-users/ports';
import { AddLessonDto, CreateCourseDto } from './courses.dto';
import { MEMBER_AREA_OWNER_ROLES } from './member-areas.controller';
import { sessionTokenOf } from './site-user-cookies';

/** Spec §2 point 9 video course pages: the lessons index for everyone, a lesson's video for the course's members; neither while the site's lock screen closes the site. */
@ApiTags('site-users')
@Controller('api/site-users/courses')
@UseGuards(SiteGuard)
export class CoursesController {
  constructor(
    @Inject(Courses) private readonly courses: Courses,
    @Inject(SiteUserSessions) private readonly sessions: SiteUserSessions,
    @Inject(PAGE_GATE) private readonly gate: PageGate,
  ) {}

  @Get(':courseUrlId')
  @ApiErrors(403, 404)
  @ApiOperation({ summary: 'A course (collection type 25) and its lessons index (collection type 24): titles and descriptions, no videos.' })
  async lessonsIndex(@CurrentSite() site: ResolvedSite, @Param('courseUrlId') courseUrlId: string, @Req() request: Request): Promise<CourseView> {
    await this.admit(site.websiteId, request);
    const course = await this.courses.lessonsIndex(site.websiteId, courseUrlId);
    if (!course) throw new NotFoundException(COURSE_MESSAGES.courseNotFound);
    return course;
  }

  @Get(':courseUrlId/lessons/:lessonUrlId')
  @ApiErrors(403, 404)
  @ApiOperation({ summary: "A lesson (record type 62) for the visitor: the video's player when a member of the course's area, else allowed false, no video and the paywall product." })
  async lesson(@CurrentSite() site: ResolvedSite, @Param('courseUrlId') courseUrlId: string, @Param('lessonUrlId') lessonUrlId: string, @Req() request: Request): Promise<LessonView> {
    await this.admit(site.websiteId, request);
    const token = sessionTokenOf(request);
    const account = token ? await this.sessions.accountOf(site.websiteId, token) : null;
    const lesson = await this.courses.lesson(site.websiteId, courseUrlId, lessonUrlId, account?.siteUserId);
    if (!lesson) throw new NotFoundException(COURSE_MESSAGES.lessonNotFound);
    return lesson;
  }

  /** The site's lock screen closes the course pages as every other page; asked before the course, so a locked site tells nothing of its courses. */
  private async admit(websiteId: string, request: Request): Promise<void> {
    const answer = await this.gate.check(websiteId, SITE_LOCK_PAGE_ID, request.headers.cookie);
    if (!answer.open) throw new ApiError(403, pageGateMessage(answer.gate), { code: 'page_gate', pageGate: answer.gate });
  }
}

/** The owner's courses: create and change one for a member area, add, change and remove lessons (admin and website manager, as member areas). */
@ApiTags('site-users (owner)')
@Controller('api/site-users/owner/courses')
@RequireRoles(...MEMBER_AREA_OWNER_ROLES)
@UseGuards(SiteGuard)
export class OwnerCoursesController {
  constructor(@Inject(Courses) private readonly courses: Courses) {}

  @Get()
  @ApiErrors(401, 403, 404)
  @ApiOperation({ summary: "The site's courses with their lessons and the lessons' video links." })
  list(@CurrentSite() site: ResolvedSite): Promise<OwnerCourseView[]> {
    return this.courses.list(site.websiteId);
  }

  @Post()
  @ApiErrors(400, 401, 403, 404, 409)
  @ApiOperation({ summary: 'Creates a course (title, urlId, memberAreaId): CourseCreated.' })
  create(@CurrentSite() site: ResolvedSite, @Body() body: CreateCourseDto): Promise<OwnerCourseView> {
    return this.courses.create(site.websiteId, body);
  }

  @Put(':courseId')
  @ApiErrors(400, 401, 403, 404, 409)
  @ApiOperation({ summary: "Replaces a course's title, urlId and memberAreaId; its lessons stay: CourseChanged." })
  change(@CurrentSite() site: ResolvedSite, @Param('courseId', new ParseUUIDPipe()) courseId: string, @Body() body: CreateCourseDto): Promise<OwnerCourseView> {
    return this.courses.change(site.websiteId, courseId, body);
  }

  @Post(':courseId/lessons')
  @ApiErrors(400, 401, 403, 404, 409)
  @ApiOperation({ summary: 'Adds a lesson (title, urlId, description, a YouTube or Vimeo videoUrl) at the end of the course: CourseLessonAdded.' })
  addLesson(@CurrentSite() site: ResolvedSite, @Param('courseId', new ParseUUIDPipe()) courseId: string, @Body() body: AddLessonDto): Promise<OwnerLessonView> {
    return this.courses.addLesson(site.websiteId, courseId, { ...body, description: body.description ?? '' });
  }

  @Put(':courseId/lessons/:lessonId')
  @ApiErrors(400, 401, 403, 404, 409)
  @ApiOperation({ summary: 'Replaces a lesson (title, urlId, description, videoUrl) in its place: CourseLessonChanged.' })
  changeLesson(
    @CurrentSite() site: ResolvedSite,
    @Param('courseId', new ParseUUIDPipe()) courseId: string,
    @Param('lessonId', new ParseUUIDPipe()) lessonId: string,
    @Body() body: AddLessonDto,
  ): Promise<OwnerLessonView> {
    return this.courses.changeLesson(site.websiteId, courseId, lessonId, { ...body, description: body.description ?? '' });
  }

  @Delete(':courseId/lessons/:lessonId')
  @HttpCode(204)
  @ApiErrors(401, 403, 404)
  @ApiOperation({ summary: 'Removes a lesson; its page is gone and its slug free: CourseLessonRemoved.' })
  async removeLesson(@CurrentSite() site: ResolvedSite, @Param('courseId', new ParseUUIDPipe()) courseId: string, @Param('lessonId', new ParseUUIDPipe()) lessonId: string): Promise<void> {
    await this.courses.removeLesson(site.websiteId, courseId, lessonId);
  }
}
