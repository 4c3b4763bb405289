import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { runtimeConfigFromEnv, startService, type RunningService, type Runtime } from '@mercato/runtime';
import { eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { cartService } from '../../services/cart/src/cart-service';
import { catalogService } from '../../services/catalog/src/catalog-service';
import { proxyGateway } from '../../services/gateway/src/gateway';
import { siteUsersService } from '../../services/site-users/src/site-users-service';
import { sitesService } from '../../services/sites/src/sites-service';
import { createManyVariantProduct } from './support/cart-products';
import { distributedServices } from './support/distributed-services';
import { testSiteCommand } from './support/fixtures';
import { shopper } from './support/shopper';
import { ACCOUNT, buttonSku as sku, cartQuantities as quantities, signOutKeepsOrCopiesTheCart, siteUserCartBrowsers, withCart } from './support/site-user-cart';

/**
 * Issue 14 part 2 in distributed mode: the site-users service has no cart and carries the visitor's
 * cart through the cart service (HttpCartHandover, its internal endpoints), so a sign-in merges the
 * visitor's cart into the user's and sign-out with cloneCart leaves a copy, as in the embedded
 * gateway (site-user-cart.test.ts, which runs the merge races). Kafka only, as every service learns
 * the site (and the cart the products) from the topics.
 */
const onKafka = process.env.EVENT_TRANSPORT === 'kafka';
const describeOnKafka = onKafka ? describe : describe.skip;
const title = `distributed mode: the cart follows the site user across the site-users and cart services${onKafka ? '' : ' (skipped: needs EVENT_TRANSPORT=kafka)'}`;

const run = randomBytes(4).toString('hex');
const WEBSITE = `dist-cart-user-${run}`;
const HOST = `dist-cart-user-${run}.localhost`;
const services = distributedServices(run, testTopicPrefix('distributed-cart-follows-user'));

let sites: RunningService<Runtime>;
let catalog: RunningService<Runtime>;
let cart: RunningService<Runtime>;
let siteUsers: RunningService<Runtime>;
let gateway: RunningService;
let buttonsId: string;
const browsers = siteUserCartBrowsers(() => gateway.url, HOST, () => buttonsId);
const { browser, joinedEmail, signIn, addButton } = browsers;

describeOnKafka(title, () => {
  beforeAll(async () => {
    sites = await startService(await services.config('sites'), sitesService);
    catalog = await startService(await services.config('catalog'), catalogService({ sitesServiceUrl: sites.url }));
    cart = await startService(await services.config('cart'), cartService());
    siteUsers = await startService(await services.config('site-users'), siteUsersService({ sitesServiceUrl: sites.url, cartServiceUrl: cart.url }));
    gateway = await startService(runtimeConfigFromEnv('gateway', { ...process.env, PORT: '0' }), proxyGateway({ sites: sites.url, catalog: catalog.url, cart: cart.url, siteUsers: siteUsers.url }));
    await sites.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
    // The catalog knows the site, the cart service the product, and the site-users service the host, once the topics told them.
    ({ id: buttonsId } = await eventually(() => createManyVariantProduct(catalog.app.get(CommandBus), WEBSITE, 20), 60_000));
    await eventually(async () => expect((await addButton(await browser(), 0)).status).toBe(200), 60_000);
    await eventually(async () => expect((await shopper(gateway.url, HOST).call('GET', ACCOUNT)).status).toBe(401), 60_000);
  }, 180_000);

  afterAll(async () => {
    await gateway?.stop();
    await siteUsers?.stop();
    await cart?.stop();
    await catalog?.stop();
    await sites?.stop();
    await services.dropDatabases();
  });

  it("merges the visitor's cart into the user's at sign-in, seen on the user's other device; a repeated sign-in adds nothing twice", async () => {
    const email = await joinedEmail();
    const laptop = await browser();
    await signIn(laptop, email);
    expect((await addButton(laptop, 0, 2)).status).toBe(200);
    const phone = await browser();
    for (let i = 0; i < 12; i++) expect((await addButton(phone, i)).status).toBe(200);
    const visitorCartId = phone.cartCookie()!.value;
    await signIn(phone, email);

    const expected = { ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [sku(i), 1])), [sku(0)]: 3 };
    expect(await quantities(phone)).toEqual(expected);
    expect(await quantities(laptop)).toEqual(expected);
    expect(phone.cartCookie()!.value).toBe(laptop.cartCookie()!.value);
    // The same sign-in again with the old visitor cart's cookie (a retry after a lost answer): merged once.
    await signIn(phone, email, withCart(phone, visitorCartId));
    expect(await quantities(laptop)).toEqual(expected);
  });

  it('leaves the visitor a copy at sign-out with cloneCart=true, and no cart with cloneCart=false; the user keeps theirs', () => signOutKeepsOrCopiesTheCart(browsers));

  it("forwards none of the cart's internal handover through the proxy gateway", async () => {
    const forwarded = await fetch(`${gateway.url}/internal/cart-handover/${WEBSITE}/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': HOST }, body: JSON.stringify({ siteUserId: 'anyone' }) });
    expect(forwarded.status).toBe(404);
  });
});
