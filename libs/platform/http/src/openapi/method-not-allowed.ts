import type { OpenAPIObject } from '@nestjs/swagger';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError } from '../errors/api-error';

const HTTP_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

interface KnownPath {
  readonly pattern: RegExp;
  readonly methods: ReadonlySet<string>;
}

export const METHOD_NOT_ALLOWED_MESSAGE = 'Method not allowed.';

const MAX_REMEMBERED_PATHS = 1000;

/**
 * The paths of an OpenAPI document and their methods, learnt once the document is built; until
 * then (and for paths it does not list) requests pass through untouched.
 */
export class KnownPaths {
  private paths: readonly KnownPath[] = [];
  // Each request's path was tested against every documented path's pattern (some 150 tests, 4% of
  // an add to cart's CPU); the hot paths repeat. Bounded: paths with ids in them vary without end.
  private readonly answers = new Map<string, ReadonlySet<string> | undefined>();

  learn(document: OpenAPIObject): void {
    this.paths = Object.entries(document.paths).map(([template, item]) => {
      const methods = new Set(HTTP_METHODS.filter((method) => method.toLowerCase() in item));
      // Express answers HEAD from a GET route.
      if (methods.has('GET')) methods.add('HEAD');
      // Express matches paths case-insensitively and with an optional trailing slash.
      const pattern = new RegExp(`^${template.split(/\{[^}]+\}/).map(escapeRegExp).join('[^/]+')}/?$`, 'i');
      return { pattern, methods };
    });
    this.answers.clear();
  }

  /** The methods `path` has, or undefined when no documented path matches it. */
  methodsOf(path: string): ReadonlySet<string> | undefined {
    if (this.answers.has(path)) return this.answers.get(path);
    const matching = this.paths.filter((known) => known.pattern.test(path));
    const methods = matching.length === 0 ? undefined : new Set(matching.flatMap((known) => [...known.methods]));
    if (this.answers.size >= MAX_REMEMBERED_PATHS) this.answers.clear();
    this.answers.set(path, methods);
    return methods;
  }
}

/**
 * A known path called with a method it does not have answers 405 with `Allow` listing the ones it
 * has (RFC 9110 §15.5.6), instead of falling through to the storefront's pages or a 404; OPTIONS
 * answers 204 with the same `Allow`.
 */
export function methodNotAllowed(known: KnownPaths): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const methods = known.methodsOf(request.path);
    if (!methods || methods.has(request.method)) return next();
    const allow = [...methods, 'OPTIONS'].sort().join(', ');
    response.setHeader('Allow', allow);
    if (request.method === 'OPTIONS') return void response.status(204).end();
    response.status(405).json(new ApiError(405, METHOD_NOT_ALLOWED_MESSAGE).toEnvelope());
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
