import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { CreateProductCommand, CreateStoreCollectionCommand } from '@mercato/catalog/application';
import { CollectionType, COURSE_MESSAGES, ContributorRole, ProductType, RecordType, SITE_USER_ACCOUNT_MESSAGES } from '@mercato/spec';
import { createTestDatabase } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient } from './support/api-client';
import { product, variant } from './support/cart-products';
import { testSiteCommand } from './support/fixtures';
import { shopper } from './support/shopper';

/** Video courses (issue 14 part 4): owners create courses and lessons; the lessons index is public, a lesson's video is for members. */
const WEBSITE = 'courses-site';
const HOST = 'courses.localhost';
const OWNER = { email: 'courses-owner@it.test', password: 'courses owner password' };
const EDITOR = { email: 'courses-editor@it.test', password: 'courses editor password' };
const OWNER_COURSES = '/api/site-users/owner/courses';
const PASSWORD = 'correct horse battery';

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let ownerCookie: string;
let memberAreaId: string;
/** The member area's paywall product (product type 5) in the site's store. */
let PAYWALL_PRODUCT: string;
let courseId: string;
const ownerCall = (method: string, path: string, body?: unknown) => apiClient(gateway.url, HOST).call(method, path, { cookie: ownerCookie, ...(body === undefined ? {} : { body }) });
const lesson = (urlId: string, videoUrl: string) => ({ title: `Lesson ${urlId}`, urlId, description: `About ${urlId}.`, videoUrl });

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(
    runtimeConfigFromEnv('integration', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-courses-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('courses') }),
  );
  const commands = gateway.app.get(CommandBus);
  await commands.execute(testSiteCommand(WEBSITE, HOST));
  const store: { id: string } = await commands.execute(new CreateStoreCollectionCommand(WEBSITE, { title: 'Course shop', navigationTitle: '', urlId: '', description: '', enabled: true }));
  PAYWALL_PRODUCT = ((await commands.execute(new CreateProductCommand(WEBSITE, store.id, product('Course access', { productType: ProductType.PAYWALL, variants: [variant('COURSE', 2900, { unlimited: true })] })))) as { id: string }).id;
  const contributors = gateway.app.get(ContributorService);
  await contributors.create({ ...OWNER, displayName: 'Owner', roles: [{ websiteId: WEBSITE, role: ContributorRole.WEBSITE_MANAGER }] });
  await contributors.create({ ...EDITOR, displayName: 'Editor', roles: [{ websiteId: WEBSITE, role: ContributorRole.EDITOR }] });
  await gateway.runtime.catchUp();
  ownerCookie = await apiClient(gateway.url, HOST).login(OWNER);
  memberAreaId = (await ownerCall('POST', '/api/site-users/owner/member-areas', { name: 'Students', freeJoin: false, paywallProductId: PAYWALL_PRODUCT })).body.memberAreaId;
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

describe(`video courses (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('lets only admins and website managers create courses and lessons, and refuses bad input with its reason', async () => {
    const course = { title: 'Sourdough basics', urlId: 'sourdough', memberAreaId };
    expect((await apiClient(gateway.url, HOST).call('POST', OWNER_COURSES, { body: course })).status).toBe(401);
    const editorCookie = await apiClient(gateway.url, HOST).login(EDITOR);
    expect((await apiClient(gateway.url, HOST).call('POST', OWNER_COURSES, { cookie: editorCookie, body: course })).status).toBe(403);
    expect(await ownerCall('POST', OWNER_COURSES, { ...course, urlId: 'Sour Dough' })).toMatchObject({ status: 400, body: { message: COURSE_MESSAGES.urlIdInvalid } });
    expect(await ownerCall('POST', OWNER_COURSES, { ...course, title: ' ' })).toMatchObject({ status: 400, body: { message: COURSE_MESSAGES.courseTitleRequired } });
    const noArea = await ownerCall('POST', OWNER_COURSES, { ...course, memberAreaId: '6f1c1b7e-8f43-4b7a-9a51-3f0f6a1c2d3e' });
    expect(noArea).toMatchObject({ status: 404, body: { message: SITE_USER_ACCOUNT_MESSAGES.memberAreaNotFound } });

    const created = await ownerCall('POST', OWNER_COURSES, course);
    expect(created).toMatchObject({ status: 201, body: { title: 'Sourdough basics', urlId: 'sourdough', collectionType: CollectionType.COURSE, paywallProductId: PAYWALL_PRODUCT, lessons: [] } });
    courseId = created.body.courseId;
    expect(await ownerCall('POST', OWNER_COURSES, course)).toMatchObject({ status: 409, body: { message: COURSE_MESSAGES.courseUrlIdTaken } });

    const lessons = `${OWNER_COURSES}/${courseId}/lessons`;
    expect(await ownerCall('POST', lessons, lesson('starter', 'https://evil.example/video.mp4'))).toMatchObject({ status: 400, body: { message: COURSE_MESSAGES.videoUrlUnsupported } });
    expect(await ownerCall('POST', lessons, lesson('starter', '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>'))).toMatchObject({ status: 400 });
    expect(await ownerCall('POST', lessons, lesson('starter', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'))).toMatchObject({ status: 201, body: { urlId: 'starter', recordType: RecordType.LESSON } });
    expect((await ownerCall('POST', lessons, lesson('shaping', 'https://vimeo.com/76979871'))).status).toBe(201);
    expect(await ownerCall('POST', lessons, lesson('starter', 'https://vimeo.com/1'))).toMatchObject({ status: 409, body: { message: COURSE_MESSAGES.lessonUrlIdTaken } });
    const otherSite = await ownerCall('POST', `${OWNER_COURSES}/6f1c1b7e-8f43-4b7a-9a51-3f0f6a1c2d3e/lessons`, lesson('x', 'https://vimeo.com/1'));
    expect(otherSite).toMatchObject({ status: 404, body: { message: COURSE_MESSAGES.courseNotFound } });
    expect((await ownerCall('GET', OWNER_COURSES)).body.map((listed: { urlId: string; lessons: unknown[] }) => [listed.urlId, listed.lessons.length])).toEqual([['sourdough', 2]]);
  });

  it('shows every visitor the lessons index in order, without videos', async () => {
    const index = await shopper(gateway.url, HOST).call('GET', '/api/site-users/courses/sourdough');
    expect(index.body).toEqual({
      courseId,
      collectionType: CollectionType.COURSE,
      lessonsCollectionType: CollectionType.LESSONS,
      urlId: 'sourdough',
      title: 'Sourdough basics',
      memberAreaId,
      paywallProductId: PAYWALL_PRODUCT,
      lessons: [
        { lessonId: expect.any(String), recordType: RecordType.LESSON, urlId: 'starter', title: 'Lesson starter', description: 'About starter.' },
        { lessonId: expect.any(String), recordType: RecordType.LESSON, urlId: 'shaping', title: 'Lesson shaping', description: 'About shaping.' },
      ],
    });
    expect(await shopper(gateway.url, HOST).call('GET', '/api/site-users/courses/no-such-course')).toMatchObject({ status: 404, body: { message: COURSE_MESSAGES.courseNotFound } });
  });

  it('gives a lesson’s video to members only: others get the paywall product instead', async () => {
    const path = '/api/site-users/courses/sourdough/lessons/starter';
    const anonymous = await shopper(gateway.url, HOST).call('GET', path);
    expect(anonymous.body).toMatchObject({ urlId: 'starter', allowed: false, video: null, course: { urlId: 'sourdough', paywallProductId: PAYWALL_PRODUCT } });

    const visitor = shopper(gateway.url, HOST);
    const joined = await visitor.call('POST', '/api/site-users/account', { body: { email: 'student@example.com', password: PASSWORD } });
    await visitor.call('POST', '/api/site-users/account/session', { body: { email: 'student@example.com', password: PASSWORD } });
    expect((await visitor.call('GET', path)).body).toMatchObject({ allowed: false, video: null });

    expect((await ownerCall('PUT', `/api/site-users/owner/member-areas/${memberAreaId}/members/${joined.body.siteUserId}`, {})).status).toBe(204);
    expect((await visitor.call('GET', path)).body).toMatchObject({ allowed: true, video: { providerName: 'YouTube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' } });
    expect((await visitor.call('GET', '/api/site-users/courses/sourdough/lessons/shaping')).body.video).toEqual({ providerName: 'Vimeo', embedUrl: 'https://player.vimeo.com/video/76979871' });
    expect(await visitor.call('GET', '/api/site-users/courses/sourdough/lessons/missing')).toMatchObject({ status: 404, body: { message: COURSE_MESSAGES.lessonNotFound } });
  });

  it('lets the owner change a course and its lessons and remove a lesson; visitors see the change at once', async () => {
    const other = await ownerCall('POST', OWNER_COURSES, { title: 'Rye', urlId: 'rye', memberAreaId });
    const course = `${OWNER_COURSES}/${courseId}`;
    expect(await ownerCall('PUT', course, { title: 'Sourdough', urlId: 'rye', memberAreaId })).toMatchObject({ status: 409, body: { message: COURSE_MESSAGES.courseUrlIdTaken } });
    expect(await ownerCall('PUT', `${OWNER_COURSES}/${String(other.body.courseId)}`, { title: ' ', urlId: 'rye', memberAreaId })).toMatchObject({ status: 400, body: { message: COURSE_MESSAGES.courseTitleRequired } });
    expect(await ownerCall('PUT', course, { title: 'Sourdough, slowly', urlId: 'slow-sourdough', memberAreaId })).toMatchObject({ status: 200, body: { urlId: 'slow-sourdough', title: 'Sourdough, slowly' } });
    expect((await shopper(gateway.url, HOST).call('GET', '/api/site-users/courses/sourdough')).status).toBe(404);

    const listed = (await ownerCall('GET', OWNER_COURSES)).body as { courseId: string; lessons: { lessonId: string; urlId: string; videoUrl: string }[] }[];
    const [starter, shaping] = listed.find((each) => each.courseId === courseId)!.lessons;
    expect([starter!.videoUrl, shaping!.videoUrl]).toEqual(['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/76979871']);
    const starterPath = `${course}/lessons/${starter!.lessonId}`;
    expect(await ownerCall('PUT', starterPath, lesson('shaping', 'https://vimeo.com/1'))).toMatchObject({ status: 409, body: { message: COURSE_MESSAGES.lessonUrlIdTaken } });
    expect(await ownerCall('PUT', starterPath, lesson('feeding', 'http://vimeo.com/1'))).toMatchObject({ status: 400, body: { message: COURSE_MESSAGES.videoUrlUnsupported } });
    expect(await ownerCall('PUT', starterPath, lesson('feeding', 'https://vimeo.com/22439234'))).toMatchObject({ status: 200, body: { urlId: 'feeding', videoUrl: 'https://vimeo.com/22439234' } });
    expect((await ownerCall('DELETE', `${course}/lessons/${shaping!.lessonId}`)).status).toBe(204);
    expect(await ownerCall('DELETE', `${course}/lessons/${shaping!.lessonId}`)).toMatchObject({ status: 404, body: { message: COURSE_MESSAGES.lessonNotFound } });
    expect((await ownerCall('POST', `${course}/lessons`, lesson('shaping', 'https://youtu.be/dQw4w9WgXcQ'))).status).toBe(201);

    const index = await shopper(gateway.url, HOST).call('GET', '/api/site-users/courses/slow-sourdough');
    expect(index.body.lessons.map((each: { urlId: string; title: string }) => [each.urlId, each.title])).toEqual([
      ['feeding', 'Lesson feeding'],
      ['shaping', 'Lesson shaping'],
    ]);
    expect((await shopper(gateway.url, HOST).call('GET', '/api/site-users/courses/slow-sourdough/lessons/starter')).status).toBe(404);
  });
});
