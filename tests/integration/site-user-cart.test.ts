import { CommandBus } from '@nestjs/cqrs';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { createTestDatabase } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { testSiteCommand } from './support/fixtures';
import { createCartTestProducts, createManyVariantProduct } from './support/cart-products';
import { ACCOUNT, PASSWORD, buttonSku as sku, cartQuantities as quantities, signOutKeepsOrCopiesTheCart, siteUserCartBrowsers, withCart } from './support/site-user-cart';

/**
 * The cart follows the site user (issue 14 part 2): sign-in merges the visitor's cart into the
 * user's with no line lost (Vendure #4481 empties a 65-item cart at login), adds racing the merge
 * are kept, and sign-out with cloneCart leaves the visitor a copy.
 */
const WEBSITE = 'cart-follows-site';
const HOST = 'cart-follows.localhost';

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let buttonsId: string;
let scarfId: string;
const browsers = siteUserCartBrowsers(() => gateway.url, HOST, () => buttonsId);
const { browser, joinedEmail, signIn, addButton } = browsers;

beforeAll(async () => {
  // One visitor makes dozens of calls at once here: the per-address limit is cart-api.test.ts's subject.
  process.env.CART_RATE_LIMIT_PER_ADDRESS = '0';
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(
    runtimeConfigFromEnv('integration', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-su-cart-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('su-cart') }),
  );
  const commands = gateway.app.get(CommandBus);
  await commands.execute(testSiteCommand(WEBSITE, HOST));
  ({ id: buttonsId } = await createManyVariantProduct(commands, WEBSITE, 100));
  ({ id: scarfId } = (await createCartTestProducts(commands, WEBSITE)).scarf);
  await gateway.runtime.catchUp();
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

describe(`the cart follows the site user (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('keeps all 65 lines of a visitor cart at sign-in, merged into the user cart the other device sees (Vendure #4481)', async () => {
    const email = await joinedEmail();
    const laptop = await browser();
    await signIn(laptop, email);
    expect((await addButton(laptop, 0, 2)).status).toBe(200);
    expect((await addButton(laptop, 99)).status).toBe(200);

    const phone = await browser();
    for (let i = 0; i < 65; i++) expect((await addButton(phone, i)).status).toBe(200);
    const visitorCartId = phone.cartCookie()!.value;
    await signIn(phone, email);

    const expected = { ...Object.fromEntries(Array.from({ length: 65 }, (_, i) => [sku(i), 1])), [sku(0)]: 3, [sku(99)]: 1 };
    expect(await quantities(phone)).toEqual(expected);
    expect(await quantities(laptop)).toEqual(expected);
    expect(phone.cartCookie()!.value).toBe(laptop.cartCookie()!.value);
    // A tab still holding the old cookie is shown the user's cart, not the closed one.
    const oldTab = await phone.call('GET', '/api/commerce/shopping-cart', { headers: withCart(phone, visitorCartId) });
    expect(oldTab.body.entries).toHaveLength(66);
  });

  it("makes the visitor's cart the user's when the user has none, and shows it on the user's next device", async () => {
    const email = await joinedEmail();
    const visitor = await browser();
    await addButton(visitor, 7, 4);
    const cartId = visitor.cartCookie()!.value;
    await signIn(visitor, email);
    expect(visitor.cartCookie()!.value).toBe(cartId);
    const nextDevice = await browser();
    await signIn(nextDevice, email);
    expect(await quantities(nextDevice)).toEqual({ [sku(7)]: 4 });
  });

  it('sums a line the user cart also holds within stock: 2 red scarves held, 2 more merged, 3 in stock, 3 kept', async () => {
    const email = await joinedEmail();
    const laptop = await browser();
    await signIn(laptop, email);
    expect((await laptop.add({ itemId: scarfId, sku: 'SCARF-RED', quantity: 2 })).status).toBe(200);
    const phone = await browser();
    expect((await phone.add({ itemId: scarfId, sku: 'SCARF-RED', quantity: 2 })).status).toBe(200);
    expect((await phone.add({ itemId: scarfId, sku: 'SCARF-GREY', quantity: 5 })).status).toBe(200);
    await signIn(phone, email);
    expect(await quantities(phone)).toEqual({ 'SCARF-RED': 3, 'SCARF-GREY': 5 });
  });

  it("loses no add that races the merge: from the user's other device, and from a tab still holding the visitor cart", async () => {
    const email = await joinedEmail();
    const laptop = await browser();
    await signIn(laptop, email);
    await addButton(laptop, 99);
    const userCartId = laptop.cartCookie()!.value;
    const phone = await browser();
    for (let i = 0; i < 10; i++) await addButton(phone, i);
    const visitorCartId = phone.cartCookie()!.value;
    const oldTab = withCart(phone, visitorCartId);

    // Both devices keep adding while the sign-in runs, and a few times after it answered.
    let signedInAt: number | undefined;
    const login = phone.call('POST', `${ACCOUNT}/session`, { body: { email, password: PASSWORD } }).then((answer) => ((signedInAt = Date.now()), answer));
    const keepAdding = async (add: (n: number) => ReturnType<typeof addButton>) => {
      const answers = [];
      for (let n = 0; signedInAt === undefined || answers.length < 3 || n < 3; n++) answers.push(await add(n));
      return answers;
    };
    const [loginAnswer, tabAdds, laptopAdds] = await Promise.all([login, keepAdding((n) => addButton(phone, 40 + (n % 40), 1, oldTab)), keepAdding((n) => addButton(laptop, 20 + (n % 20)))]);
    expect(loginAnswer.status).toBe(200);
    expect([...tabAdds, ...laptopAdds].map((answer) => answer.status)).toEqual(Array(tabAdds.length + laptopAdds.length).fill(200));
    // The old tab's adds went to the visitor cart before the merge and to the user's after it: the race was run.
    expect(tabAdds.map((answer) => answer.body.shoppingCart.id)).toContain(userCartId);

    const expected: Record<string, number> = { [sku(99)]: 1 };
    const count = (entrySku: string) => (expected[entrySku] = (expected[entrySku] ?? 0) + 1);
    for (let i = 0; i < 10; i++) count(sku(i));
    tabAdds.forEach((_, n) => count(sku(40 + (n % 40))));
    laptopAdds.forEach((_, n) => count(sku(20 + (n % 20))));
    expect(await quantities(laptop)).toEqual(expected);
    expect(await quantities(phone)).toEqual(expected);
  });

  it('leaves the visitor a copy at sign-out with cloneCart=true, and no cart with cloneCart=false; the user keeps theirs', () => signOutKeepsOrCopiesTheCart(browsers));

  it("does not merge another site user's cart left in the cookie of a shared browser", async () => {
    const first = await joinedEmail();
    const second = await joinedEmail();
    const shared = await browser();
    await signIn(shared, first);
    await addButton(shared, 5);
    const firstCartId = shared.cartCookie()!.value;
    const nextVisitor = await browser();
    await nextVisitor.call('GET', '/api/commerce/shopping-cart', { headers: withCart(nextVisitor, firstCartId) });
    const login = await nextVisitor.call('POST', `${ACCOUNT}/session`, { body: { email: second, password: PASSWORD }, headers: withCart(nextVisitor, firstCartId) });
    expect(login.status).toBe(200);
    expect(nextVisitor.cartCookie()?.value ?? '').not.toBe(firstCartId);
    expect(await quantities(shared)).toEqual({ [sku(5)]: 1 });
  });
});
