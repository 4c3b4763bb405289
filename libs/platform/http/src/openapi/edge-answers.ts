import { type INestApplication, ParseUUIDPipe, RequestMethod, type Type } from '@nestjs/common';
import { GUARDS_METADATA, HEADERS_METADATA, HTTP_CODE_METADATA, METHOD_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { ApiCookieAuth, ApiHeader, ApiParam, type ApiParamOptions, ApiQuery, ApiResponse, type ApiResponseOptions } from '@nestjs/swagger';
import { DECORATORS } from '@nestjs/swagger/dist/constants';
import { ContributorRolesGuard } from '../auth/contributor-roles.guard';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../crumb/crumb';
import { CrumbGuard } from '../crumb/crumb.guard';
import { SiteGuard } from '../site/site.guard';
import { ERROR_DESCRIPTIONS, errorResponse, type ErrorStatus } from './error-responses';
import { dtoSchema } from './dto-schemas';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { answerSchema } from './answer-schemas';

/** The OpenAPI security scheme of the contributor session cookie. */
export const OWNER_SESSION_SECURITY = 'owner_session';

/** Statuses a guard answers by itself: a route guarded by it can answer them. */
const GUARD_ANSWERS = new Map<unknown, readonly ErrorStatus[]>([
  [SiteGuard, [404]],
  [ContributorRolesGuard, [401, 403, 404]],
  [CrumbGuard, [403]],
]);

const GUARD_ANSWERS_METADATA = 'mercato:guard-answers';
type GuardAnswerDescriptions = Partial<Record<ErrorStatus, string>>;

/**
 * On a guard class outside the platform (a context's published guard, e.g. the site lock): the
 * statuses it answers by itself and what each means there, documented on every route it guards as
 * GUARD_ANSWERS are.
 */
export function GuardAnswers(answers: GuardAnswerDescriptions): ClassDecorator {
  return (target) => Reflect.defineMetadata(GUARD_ANSWERS_METADATA, answers, target);
}

/** What each status a route's guards answer means: the guard's own words, else the general ones; several guards' words joined. */
function guardAnswers(guards: readonly unknown[]): Map<ErrorStatus, string> {
  const answers = new Map<ErrorStatus, string[]>();
  const add = (status: ErrorStatus, description: string = ERROR_DESCRIPTIONS[status]) => {
    const descriptions = answers.get(status) ?? [];
    if (!descriptions.includes(description)) answers.set(status, [...descriptions, description]);
  };
  for (const guard of guards) {
    for (const status of GUARD_ANSWERS.get(guard) ?? []) add(status);
    const declared = (typeof guard === 'function' ? Reflect.getMetadata(GUARD_ANSWERS_METADATA, guard) : undefined) as GuardAnswerDescriptions | undefined;
    for (const [status, description] of Object.entries(declared ?? {})) add(Number(status) as ErrorStatus, description);
  }
  return new Map([...answers].map(([status, descriptions]) => [status, descriptions.join(' Or: ')]));
}

const BODY_METHODS = new Set<RequestMethod>([RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH]);

type Handler = (...args: unknown[]) => unknown;
interface RouteArgument {
  readonly index: number;
  readonly data?: unknown;
  readonly pipes?: readonly unknown[];
}

/**
 * Documents on every route what the HTTP edge answers whatever the handler does, so no controller
 * can leave them out: 500; the guards' refusals (GUARD_ANSWERS) and the session cookie a role check
 * reads, the crumb a crumb check compares; 404 and the uuid format of path parameters parsed as
 * UUIDs; 400 when the validation pipe reads a parameter, the query or the body, and the query
 * DTO's fields as parameters; 400 (malformed) and 413 for methods with a body; the success status when the route
 * declares only errors, with the JSON schema of what the handler's return type says it answers
 * (`answer-schemas.ts`) on every success a route does not give a body of its own. Statuses a route documents itself keep their description. Run on the app
 * before `SwaggerModule.createDocument`; running it again changes nothing. Answers the body DTOs seen.
 */
export function documentEdgeAnswers(app: INestApplication): { bodies: Set<Type> } {
  const bodies = new Set<Type>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller || Reflect.getMetadata(DECORATORS.API_EXCLUDE_CONTROLLER, controller)?.[0]) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler: unknown = controller.prototype[name];
        if (typeof handler !== 'function' || !Reflect.hasMetadata(METHOD_METADATA, handler)) continue;
        const body = documentRoute(controller, name, handler as Handler);
        if (body) bodies.add(body);
      }
    }
  }
  return { bodies };
}

/** Documents one route; answers its body DTO, whose schema the document then needs. */
function documentRoute(controller: Type, name: string, handler: Handler): Type | undefined {
  const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod;
  const guards: unknown[] = [...(Reflect.getMetadata(GUARDS_METADATA, controller) ?? []), ...(Reflect.getMetadata(GUARDS_METADATA, handler) ?? [])];
  const described = guardAnswers(guards);
  const answers = new Set<ErrorStatus>([500, ...described.keys()]);
  if (BODY_METHODS.has(method)) [400, 413].forEach((status) => answers.add(status as ErrorStatus));
  const decorate = (decorator: MethodDecorator) => decorator(controller.prototype, name, { value: handler });

  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, RouteArgument>;
  for (const [key, arg] of Object.entries(args)) {
    if (!key.startsWith(`${RouteParamtypes.PARAM}:`) || typeof arg.data !== 'string' || !arg.pipes?.some((pipe) => pipe instanceof ParseUUIDPipe)) continue;
    decorate(ApiParam({ name: arg.data, schema: { type: 'string', format: 'uuid' } }));
    answers.add(404);
  }
  if (guards.includes(CrumbGuard)) {
    decorate(ApiHeader({ name: CRUMB_HEADER, required: true, description: `The value of the \`${CRUMB_COOKIE}\` cookie.` }));
    // Swagger's types allow only path parameters here; the document takes any location.
    decorate(ApiParam({ name: CRUMB_COOKIE, in: 'cookie', required: true, description: 'The crumb the app set.' } as unknown as ApiParamOptions));
  }
  // The validation pipe refuses a NUL character in any parameter, query or body (and a DTO's rules).
  const piped = [RouteParamtypes.BODY, RouteParamtypes.QUERY, RouteParamtypes.PARAM];
  if (Object.keys(args).some((key) => piped.some((type) => key.startsWith(`${type}:`)))) answers.add(400);
  const { body, query } = validatedArguments(args, controller, name);
  if (query) {
    const schema = dtoSchema(query);
    for (const [property, propertySchema] of Object.entries(schema.properties ?? {})) {
      decorate(ApiQuery({ name: property, required: (schema.required ?? []).includes(property), schema: propertySchema }));
    }
  }
  if (guards.includes(ContributorRolesGuard) && !(Reflect.getMetadata(DECORATORS.API_SECURITY, handler) ?? []).length) decorate(ApiCookieAuth(OWNER_SESSION_SECURITY));

  const documented = { ...Reflect.getMetadata(DECORATORS.API_RESPONSE, controller), ...Reflect.getMetadata(DECORATORS.API_RESPONSE, handler) } as Record<string, unknown>;
  // Swagger drops its default success response once a route declares any response: declare it.
  const success = (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === RequestMethod.POST ? 201 : 200);
  const answer = answerSchema(controller.name, name);
  const successes = Object.keys(documented).filter((status) => Number(status) < 300);
  if (!Object.keys(documented).some((status) => Number(status) < 400)) successes.push(String(success));
  for (const status of successes) {
    const response = (documented[status] ?? { description: '' }) as ApiResponseOptions & { schema?: unknown; content?: unknown; type?: unknown };
    const body = status !== '204' && answer && !response.schema && !response.content && !response.type ? answerContent(handler, answer) : {};
    if (!(status in documented) || Object.keys(body).length) decorate(ApiResponse({ ...response, status: Number(status), description: response.description ?? '', ...body } as ApiResponseOptions));
  }
  for (const status of answers) if (!(status in documented)) decorate(ApiResponse(errorResponse(status, described.get(status))));
  return body;
}

/**
 * Where a success answer's schema goes: JSON, or the content type the route sets with `@Header`
 * (metrics' text, an HTML page); a string answered without one is HTML, as Express sends it.
 */
function answerContent(handler: Handler, schema: SchemaObject): { schema: SchemaObject } | { content: Record<string, { schema: SchemaObject }> } {
  const headers = (Reflect.getMetadata(HEADERS_METADATA, handler) ?? []) as ReadonlyArray<{ name: string; value: unknown }>;
  const declared = headers.find((header) => header.name.toLowerCase() === 'content-type')?.value;
  const type = typeof declared === 'string' ? declared.split(';')[0]!.trim() : schema.type === 'string' ? 'text/html' : 'application/json';
  return type === 'application/json' ? { schema } : { content: { [type]: { schema } } };
}

/** The DTO classes the validation pipe checks the body and the query against, if any. */
function validatedArguments(args: Record<string, RouteArgument>, controller: Type, name: string): { body?: Type; query?: Type } {
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? []) as unknown[];
  const dtoOf = (paramtype: RouteParamtypes): Type | undefined => {
    const entry = Object.entries(args).find(([key, arg]) => key.startsWith(`${paramtype}:`) && arg.data === undefined);
    const type = entry ? types[entry[1].index] : undefined;
    return typeof type === 'function' && type !== Object && type !== String ? (type as Type) : undefined;
  };
  const body = dtoOf(RouteParamtypes.BODY);
  const query = dtoOf(RouteParamtypes.QUERY);
  return { ...(body ? { body } : {}), ...(query ? { query } : {}) };
}
