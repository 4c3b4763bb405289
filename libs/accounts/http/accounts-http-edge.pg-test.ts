import { Body, Controller, type DynamicModule, Get, type LoggerService, Module, Param, Post, UseGuards } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ContributorRole } from '@mercato/spec';
import { openTestDatabase, type TestDatabase } from '@mercato/testing';
import { Type } from 'class-transformer';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  ApiExceptionFilter,
  applyBodyLimits,
  CATALOG_WRITER_ROLES,
  createValidationPipe,
  crumbCookie,
  CrumbGuard,
  CurrentContributor,
  CurrentSite,
  RequireRoles,
  SiteGuard,
  SiteResolutionModule,
  type Contributor,
  type ResolvedSite,
  rateLimitMigrations,
} from '@mercato/http';
import { ContributorService, LOGIN_RATE_LIMITS_OVERRIDE } from '@mercato/accounts/application';
import type { LoginRateLimits } from '@mercato/accounts/domain';
import { contributorMigrations } from '@mercato/accounts/infrastructure';
import { ContributorAuthModule } from './contributor-auth.module';

class AddCartItem {
  @IsString()
  itemId!: string;

  @Type(() => Number)
  @IsInt({ message: 'Quantity must be a whole number.' })
  @Min(1)
  @Max(9999)
  quantity!: number;
}

class CreateProduct {
  @IsString()
  title!: string;
}

@Controller('api')
class EdgeTestController {
  @Post('cart/items')
  @UseGuards(SiteGuard, CrumbGuard)
  addItem(@CurrentSite() site: ResolvedSite, @Body() item: AddCartItem): { site: ResolvedSite; item: AddCartItem } {
    return { site, item };
  }

  @Post('websites/:websiteId/products')
  @RequireRoles(...CATALOG_WRITER_ROLES)
  createProduct(
    @Param('websiteId') websiteId: string,
    @Body() product: CreateProduct,
    @CurrentContributor() contributor: Contributor,
  ): { websiteId: string; title: string; createdBy: string } {
    return { websiteId, title: product.title, createdBy: contributor.email };
  }

  /** No `:websiteId`: the role is checked on the site the host resolves to. */
  @Get('store/settings')
  @RequireRoles(ContributorRole.ADMIN)
  storeSettings(): { currency: string } {
    return { currency: 'USD' };
  }

  @Get('boom')
  boom(): never {
    throw new Error('connection to 10.0.0.7 refused, password=hunter2');
  }
}

/** Small bursts that never refill within a test run: the limit tests do not depend on how fast scrypt runs here. */
const TEST_LOGIN_LIMITS: LoginRateLimits = { perAccount: { burst: 5, perSecond: 1e-6 }, perAddress: { burst: 12, perSecond: 1e-6 } };

const SITES: Record<string, string> = { 'shop.example.com': 'w-1', 'other.example.com': 'w-2' };

function testAppModule(dataSource: DataSource): DynamicModule {
  @Module({})
  class DatabaseModule {}
  return {
    module: class EdgeTestAppModule {},
    imports: [
      {
        module: DatabaseModule,
        global: true,
        providers: [{ provide: DataSource, useValue: dataSource }, { provide: LOGIN_RATE_LIMITS_OVERRIDE, useValue: TEST_LOGIN_LIMITS }],
        exports: [DataSource, LOGIN_RATE_LIMITS_OVERRIDE],
      },
      SiteResolutionModule.forRoot({ useValue: { resolveHost: async (host: string) => (SITES[host] ? { websiteId: SITES[host] } : null) } }),
      ContributorAuthModule,
    ],
    controllers: [EdgeTestController],
  };
}

/** Errors the app logged, as the arguments Nest passed (message, stack, context). */
const loggedErrors: unknown[][] = [];
const quietLogger: LoggerService = { log: () => undefined, warn: () => undefined, error: (...args: unknown[]) => loggedErrors.push(args) };

let database: TestDatabase;
let app: NestExpressApplication;
let baseUrl: string;

beforeAll(async () => {
  database = await openTestDatabase([...rateLimitMigrations, ...contributorMigrations]);
  app = await NestFactory.create<NestExpressApplication>(testAppModule(database.dataSource), { bodyParser: false, logger: quietLogger });
  applyBodyLimits(app);
  app.use(crumbCookie());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(createValidationPipe());
  await app.listen(0, '127.0.0.1');
  baseUrl = await app.getUrl();

  const contributors = app.get(ContributorService);
  await contributors.create({ email: 'Owner@Example.com', password: 'owner-password-1', displayName: 'Olive Owner', roles: [{ websiteId: 'w-1', role: ContributorRole.ADMIN }] });
  await contributors.create({ email: 'stock@example.com', password: 'stock-password-1', displayName: 'Sam Stock', roles: [{ websiteId: 'w-1', role: ContributorRole.STORE_MANAGER }] });
  await contributors.create({ email: 'viewer@example.com', password: 'viewer-password-1', displayName: 'Vic Viewer', roles: [{ websiteId: 'w-1', role: ContributorRole.VIEWER }] });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Cookie name -> the full Set-Cookie line for it. */
function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

const cookieValue = (setCookieLine: string | undefined): string => setCookieLine?.split(';')[0]?.split('=').slice(1).join('=') ?? '';

async function logIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return `mercato_owner_session=${cookieValue(setCookies(response).mercato_owner_session)}`;
}

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('contributor session', () => {
  it('logs in case-insensitively, sets an HttpOnly 14-day cookie and stores only its hash', async () => {
    const response = await postJson('/api/auth/session', { email: 'owner@EXAMPLE.com', password: 'owner-password-1' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      contributor: { id: expect.any(String), email: 'owner@example.com', displayName: 'Olive Owner', roles: [{ websiteId: 'w-1', role: ContributorRole.ADMIN }] },
    });
    const cookie = setCookies(response).mercato_owner_session ?? '';
    expect(cookie).toMatch(/; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)?.[1] ?? 0).getTime();
    expect(expires - Date.now()).toBeGreaterThan(13.9 * 24 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(14 * 24 * 3600 * 1000);

    const token = cookieValue(cookie);
    const stored: { token_hash: string }[] = await database.dataSource.query('SELECT token_hash FROM contributor_sessions');
    expect(stored.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('answers 401 with one message for a wrong password and an unknown email', async () => {
    for (const attempt of [
      { email: 'owner@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'owner-password-1' },
    ]) {
      const response = await postJson('/api/auth/session', attempt);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ status: 401, message: 'Invalid email or password.' });
      expect(response.headers.getSetCookie().some((line) => line.startsWith('mercato_owner_session='))).toBe(false);
    }
  });

  it('shows the current contributor until logout, then 401', async () => {
    const cookie = await logIn('stock@example.com', 'stock-password-1');
    const current = await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie } });
    expect(current.status).toBe(200);
    expect(((await current.json()) as { contributor: Contributor }).contributor.email).toBe('stock@example.com');

    const logout = await fetch(`${baseUrl}/api/auth/session`, { method: 'DELETE', headers: { cookie } });
    expect(logout.status).toBe(204);
    expect(setCookies(logout).mercato_owner_session).toMatch(/^mercato_owner_session=;/);

    const after = await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie } });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ status: 401, message: 'Please log in.' });
  });
});

describe('login rate limits', () => {
  const logInFrom = (address: string, email: string, password: string) => postJson('/api/auth/session', { email, password }, { 'x-forwarded-for': address });

  it('refuses an account’s attempts past its limit with the spec’s 429, even with the right password, from any address', async () => {
    await app.get(ContributorService).create({ email: 'limited@example.com', password: 'limited-password-1', displayName: 'Lim', roles: [] });
    for (let attempt = 0; attempt < TEST_LOGIN_LIMITS.perAccount.burst; attempt++) {
      expect((await logInFrom(`203.0.113.${attempt + 1}`, 'Limited@example.com', 'wrong password')).status).toBe(401);
    }
    const refused = await logInFrom('203.0.113.200', 'limited@example.com', 'limited-password-1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ status: 429, message: 'Please try again in a few seconds.' });
    expect(setCookies(refused)).not.toHaveProperty('mercato_owner_session');
    // Another account is not held back by this one's limit.
    expect((await logInFrom('203.0.113.200', 'stock@example.com', 'stock-password-1')).status).toBe(200);
  });

  it('refuses an address’s attempts past its limit, whichever accounts they name, and not other addresses', async () => {
    for (let attempt = 0; attempt < TEST_LOGIN_LIMITS.perAddress.burst; attempt++) {
      expect((await logInFrom('198.51.100.7', `nobody-${attempt}@example.com`, 'guess')).status).toBe(401);
    }
    const refused = await logInFrom('198.51.100.7', 'viewer@example.com', 'viewer-password-1');
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe('Please try again in a few seconds.');
    expect((await logInFrom('198.51.100.8', 'viewer@example.com', 'viewer-password-1')).status).toBe(200);
  });
});

describe('contributor roles', () => {
  it('asks anonymous callers to log in', async () => {
    const response = await postJson('/api/websites/w-1/products', { title: 'Mug' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 401, message: 'Please log in.' });
  });

  it('lets a catalog writer change their own website only', async () => {
    const cookie = await logIn('stock@example.com', 'stock-password-1');
    const own = await postJson('/api/websites/w-1/products', { title: 'Mug' }, { cookie });
    expect(own.status).toBe(201);
    expect(await own.json()).toEqual({ websiteId: 'w-1', title: 'Mug', createdBy: 'stock@example.com' });

    const foreign = await postJson('/api/websites/w-2/products', { title: 'Mug' }, { cookie });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ status: 403, message: 'You do not have permission to do that.' });
  });

  it('refuses a role that may not write the catalog', async () => {
    const cookie = await logIn('viewer@example.com', 'viewer-password-1');
    const response = await postJson('/api/websites/w-1/products', { title: 'Mug' }, { cookie });
    expect(response.status).toBe(403);
  });

  it('checks the role on the site resolved from the host when the route names no website', async () => {
    const owner = await logIn('owner@example.com', 'owner-password-1');
    const onOwnSite = await fetch(`${baseUrl}/api/store/settings`, { headers: { cookie: owner, 'x-forwarded-host': 'Shop.Example.com:443' } });
    expect(onOwnSite.status).toBe(200);
    const onOtherSite = await fetch(`${baseUrl}/api/store/settings`, { headers: { cookie: owner, 'x-forwarded-host': 'other.example.com' } });
    expect(onOtherSite.status).toBe(403);
    const unknown = await fetch(`${baseUrl}/api/store/settings`, { headers: { cookie: owner, 'x-forwarded-host': 'nowhere.example.com' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ status: 404, message: 'Site not found' });
  });
});

describe('crumb and site resolution', () => {
  async function visit(headers: Record<string, string> = {}): Promise<{ crumb: string; setCookie: string }> {
    const response = await fetch(`${baseUrl}/api/auth/session`, { headers });
    const setCookie = setCookies(response).crumb ?? '';
    return { crumb: cookieValue(setCookie), setCookie };
  }

  it('gives new visitors a script-readable crumb cookie, Secure only over https', async () => {
    const plain = await visit();
    expect(plain.crumb).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(plain.setCookie).toBe(`crumb=${plain.crumb}; Path=/; SameSite=Lax`);
    expect((await visit({ 'x-forwarded-proto': 'https' })).setCookie).toMatch(/; Path=\/; Secure; SameSite=Lax$/);
    const returning = await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie: `crumb=${plain.crumb}` } });
    expect(returning.headers.getSetCookie()).toEqual([]);
  });

  it('accepts a state change only when the crumb comes back by header or form field', async () => {
    const { crumb } = await visit();
    const site = { 'x-forwarded-host': 'shop.example.com' };
    const item = { itemId: 'p-1', quantity: 2 };

    const withHeader = await postJson('/api/cart/items', item, { ...site, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb });
    expect(withHeader.status).toBe(201);
    expect(await withHeader.json()).toEqual({ site: { websiteId: 'w-1', host: 'shop.example.com' }, item });

    const withFormField = await fetch(`${baseUrl}/api/cart/items`, {
      method: 'POST',
      headers: { ...site, cookie: `crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ crumb, itemId: 'p-1', quantity: '3' }).toString(),
    });
    expect(withFormField.status).toBe(201);
    expect(((await withFormField.json()) as { item: unknown }).item).toEqual({ itemId: 'p-1', quantity: 3 });

    const missingOrWrong: Array<[Record<string, string>, string]> = [
      [{ cookie: `crumb=${crumb}` }, 'Your session has expired. Please reload the page and try again.'],
      [{ cookie: `crumb=${crumb}`, 'x-csrf-token': `${crumb}x` }, 'Your session has expired. Please reload the page and try again.'],
      // No cookie at all: the browser does not keep them (spec §8).
      [{ 'x-csrf-token': crumb }, 'Please enable cookies in your browser, reload the page, and try again.'],
    ];
    for (const [headers, message] of missingOrWrong) {
      const refused = await postJson('/api/cart/items', item, { ...site, ...headers });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ status: 403, message, crumbFail: true });
    }
  });

  it('answers 404 for a host no site serves', async () => {
    const { crumb } = await visit();
    const response = await postJson('/api/cart/items', { itemId: 'p-1', quantity: 1 }, { 'x-forwarded-host': 'nowhere.example.com', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, message: 'Site not found' });
  });
});

describe('error envelope', () => {
  const cartHeaders = async (): Promise<Record<string, string>> => {
    const crumb = cookieValue(setCookies(await fetch(`${baseUrl}/api/auth/session`)).crumb);
    return { 'x-forwarded-host': 'shop.example.com', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb };
  };

  it('maps validation failures to 400 with a field error map', async () => {
    const response = await postJson('/api/cart/items', { itemId: 7, quantity: 'two', price: 0 }, await cartHeaders());
    expect(response.status).toBe(400);
    const body = (await response.json()) as { status: number; message: string; errors: Record<string, string> };
    expect(body.errors).toEqual({ price: 'property price should not exist', itemId: 'itemId must be a string', quantity: 'Quantity must be a whole number.' });
    expect(body).toMatchObject({ status: 400, message: Object.values(body.errors)[0] });
  });

  it('refuses JSON bodies over 256kb with 413 and malformed JSON with 400', async () => {
    const tooLarge = await postJson('/api/cart/items', { itemId: 'x'.repeat(300 * 1024), quantity: 1 }, await cartHeaders());
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ status: 413, message: 'Request body is too large.' });

    const malformed = await fetch(`${baseUrl}/api/cart/items`, { method: 'POST', headers: { ...(await cartHeaders()), 'content-type': 'application/json' }, body: '{"itemId": ' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ status: 400, message: 'Malformed request body.' });
  });

  it('hides unexpected errors behind a generic 500', async () => {
    const response = await fetch(`${baseUrl}/api/boom`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: 500, message: 'Something went wrong' });
    expect(text).not.toContain('hunter2');
    expect(loggedErrors).toContainEqual(['GET /api/boom failed', expect.stringMatching(/^Error: connection to 10\.0\.0\.7 refused[^]*\n\s+at /), 'ApiExceptionFilter']);
  });
});
