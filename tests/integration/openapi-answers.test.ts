import { CommandBus } from '@nestjs/cqrs';
import type { OpenAPIObject } from '@nestjs/swagger';
import Ajv from 'ajv';
import { ContributorService } from '@mercato/accounts/application';
import { ContributorRole } from '@mercato/spec';
import { eventually } from '@mercato/testing';
import { apiClient } from './support/api-client';
import { ADDRESS, checkOut, createStockedProduct, shopperWith } from './support/checkout';
import { createStore, storeCollectionsPath, WOOL_SCARF } from './support/fixtures';
import { shopper } from './support/shopper';
import { startTestGateway, type TestGateway } from './support/test-gateway';

/**
 * The OpenAPI document describes every success answer's body, so a client (and the fuzz stage's
 * response_schema_conformance check) can trust it: a 2xx answer other than 204 names its content
 * type and a schema, and every schema it refers to is in the document.
 */
const WEBSITE = 'openapi-site';
const HOST = 'openapi-shop.localhost';
let test: TestGateway;
let document: OpenAPIObject;

beforeAll(async () => {
  test = await startTestGateway('openapi-answers', { websiteId: WEBSITE, host: HOST });
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

it('answers what the document says: a shop set up, its pages read, a cart filled and bought, each answer checked against its schema', async () => {
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  const mismatches: unknown[] = [];
  /** Checks one real answer against the schema the document gives its path, method and status. */
  const conforms = <T extends { status: number; body: unknown }>(method: (typeof METHODS)[number], path: string, answer: T): T => {
    const response = document.paths[path]?.[method]?.responses[String(answer.status)] as { content?: Record<string, { schema: object }> } | undefined;
    const schema = response?.content?.['application/json']?.schema;
    if (!schema) mismatches.push({ method, path, status: answer.status, problem: 'no JSON schema documented' });
    else {
      const validate = ajv.compile({ ...schema, components: document.components });
      if (!validate(answer.body)) mismatches.push({ method, path, status: answer.status, errors: validate.errors });
    }
    return answer;
  };
  const admin = { email: 'admin@openapi.test', password: 'a schema for every answer' };
  await test.gateway.app.get(ContributorService).create({ ...admin, displayName: 'Admin', roles: [{ websiteId: WEBSITE, role: ContributorRole.ADMIN }] });
  const { call, login } = apiClient(test.gateway.url, HOST);
  const cookie = await login(admin);
  conforms('get', '/api/auth/session', await call('GET', '/api/auth/session', { cookie }));
  conforms('get', '/api/owner/sites', await call('GET', '/api/owner/sites', { cookie }));
  const store = await createStore(call, cookie, WEBSITE);
  const items = `${storeCollectionsPath('{websiteId}')}/{collectionId}/items`;
  const product = conforms('post', items, await call('POST', `${storeCollectionsPath(WEBSITE)}/${store.id}/items`, { cookie, body: WOOL_SCARF }));
  expect(product.status).toBe(201);
  conforms('get', items, await call('GET', `${storeCollectionsPath(WEBSITE)}/${store.id}/items`, { cookie }));
  conforms('get', storeCollectionsPath('{websiteId}'), await call('GET', storeCollectionsPath(WEBSITE), { cookie }));
  conforms('get', '/api/commondata/GetSiteLayout', await call('GET', '/api/commondata/GetSiteLayout', { cookie }));
  conforms('get', '/api/v1/commerce-preferences/store-settings', await call('GET', '/api/v1/commerce-preferences/store-settings', { cookie }));
  conforms('get', '/api/site-header-footer', await call('GET', '/api/site-header-footer', { cookie }));

  const visitor = shopper(test.gateway.url, HOST);
  conforms('get', '/api/storefront/site', await visitor.call('GET', '/api/storefront/site'));
  conforms('get', '/api/storefront/collections/{urlId}', await visitor.call('GET', `/api/storefront/collections/${store.urlId}`));
  // The storefront's read model follows the events.
  const page = await eventually(async () => {
    const answer = await visitor.call('GET', `/api/storefront/products/${store.urlId}/wool-scarf`);
    expect(answer.status).toBe(200);
    return answer;
  });
  conforms('get', '/api/storefront/products/{collectionUrlId}/{itemUrlId}', page);
  conforms('get', '/api/commerce/inventory/stock', await visitor.call('GET', `/api/commerce/inventory/stock?itemId=${product.body.id}`));
  conforms('get', '/api/commerce/shopping-cart', await visitor.cart());
  const added = conforms('post', '/api/commerce/shopping-cart/entries', await visitor.add({ itemId: product.body.id, sku: 'SCARF-RED', quantity: 2, additionalFields: null }));
  expect(added.status).toBe(200);
  const entryId = added.body.newlyAdded.entryId;
  conforms('put', '/api/commerce/shopping-cart/entries/{entryId}/quantity', await visitor.call('PUT', `/api/commerce/shopping-cart/entries/${entryId}/quantity`, { body: { quantity: 1 } }));
  conforms('get', '/api/commerce/shopping-cart', await visitor.cart());
  conforms('delete', '/api/commerce/shopping-cart/entries/{entryId}', await visitor.call('DELETE', `/api/commerce/shopping-cart/entries/${entryId}`));

  // A purchase: the checkout's quote and order, the order page, the owner's order list and order.
  const mug = await createStockedProduct(test.gateway.app.get(CommandBus), WEBSITE, 'Schema Mug', 5);
  const buyer = await eventually(() => shopperWith(test.gateway.url, HOST, mug));
  conforms('post', '/api/commerce/checkout/totals', await buyer.call('POST', '/api/commerce/checkout/totals', { body: { shippingAddress: ADDRESS } }));
  const placed = conforms('post', '/api/commerce/checkout', await checkOut(buyer));
  expect(placed.status).toBe(200);
  conforms('get', '/api/commerce/orders/{orderToken}', await buyer.call('GET', `/api/commerce/orders/${placed.body.order.orderToken}`));
  const orders = '/api/commerce/websites/{websiteId}/orders';
  conforms('get', orders, await call('GET', `/api/commerce/websites/${WEBSITE}/orders`, { cookie }));
  conforms('get', `${orders}/{orderId}`, await call('GET', `/api/commerce/websites/${WEBSITE}/orders/${placed.body.order.id}`, { cookie }));
  conforms('get', '/api/commerce/websites/{websiteId}/checkout-settings', await call('GET', `/api/commerce/websites/${WEBSITE}/checkout-settings`, { cookie }));
  // The order's confirmation mail waits in the outbox (no SMTP here).
  const outbox = await eventually(async () => {
    const answer = await call('GET', '/api/mail/outbox', { cookie });
    expect(answer.body.mails).toHaveLength(1);
    return answer;
  });
  conforms('get', '/api/mail/outbox', outbox);
  conforms('get', '/api/site-users/account/notifications/restock/groups', await call('GET', '/api/site-users/account/notifications/restock/groups', { cookie }));
  expect(mismatches).toEqual([]);
});
