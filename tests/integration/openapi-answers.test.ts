import type { OpenAPIObject } from '@nestjs/swagger';
import { startTestGateway, type TestGateway } from './support/test-gateway';

/**
 * The OpenAPI document describes every success answer's body, so a client (and the fuzz stage's
 * response_schema_conformance check) can trust it: a 2xx answer other than 204 names its content
 * type and a schema, and every schema it refers to is in the document.
 */
let test: TestGateway;
let document: OpenAPIObject;

beforeAll(async () => {
  test = await startTestGateway('openapi-answers', { websiteId: 'openapi-site', host: 'openapi-shop.localhost' });
  document = (await (await fetch(`${test.gateway.url}/api/docs-json`)).json()) as OpenAPIObject;
}, 120_000);

afterAll(() => test?.stop());

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function operations(): Array<{ name: string; responses: Record<string, { content?: Record<string, { schema?: object }> }> }> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ name: `${method.toUpperCase()} ${path}`, responses: item[method]!.responses as never })),
  );
}

it('documents a success answer for every operation, and the schema of every success body', () => {
  const missing = operations().flatMap(({ name, responses }) => {
    const successes = Object.entries(responses).filter(([status]) => status.startsWith('2'));
    if (!successes.length) return [`${name}: no success answer`];
    return successes
      .filter(([status]) => status !== '204')
      .flatMap(([status, response]) => {
        const content = Object.entries(response.content ?? {});
        if (!content.length) return [`${name} ${status}: no content`];
        return content.filter(([, media]) => !media.schema || !Object.keys(media.schema).length).map(([type]) => `${name} ${status} ${type}: no schema`);
      });
  });
  expect(missing).toEqual([]);
  // The storefront's calls answer the view types the storefront reads.
  const json = (path: string, method: (typeof METHODS)[number], status = '200') => (document.paths[path]![method]!.responses[status] as { content: Record<string, { schema: object }> }).content['application/json']!.schema;
  expect(json('/api/commerce/shopping-cart', 'get')).toEqual({ $ref: '#/components/schemas/ShoppingCartView' });
  expect(json('/api/storefront/products/{collectionUrlId}/{itemUrlId}', 'get')).toEqual({ $ref: '#/components/schemas/ProductPageView' });
  expect(json('/api/commerce/websites/{websiteId}/orders/{orderId}', 'get')).toEqual({ $ref: '#/components/schemas/OwnerOrderView' });
});

it('has every schema a success answer refers to', () => {
  const names = new Set(Object.keys(document.components?.schemas ?? {}));
  const refs = [...JSON.stringify(document).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(([, name]) => name!);
  expect(refs.filter((name) => !names.has(name))).toEqual([]);
});
