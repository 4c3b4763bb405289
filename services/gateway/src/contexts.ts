import { combineParts, type RuntimeParts } from '@mercato/runtime';
import { accountsParts } from '@mercato/accounts/http';
import { cartParts } from '@mercato/cart/cart.parts';
import { catalogParts } from '@mercato/catalog/http';
import { censusParts } from '@mercato/census/http';
import { formsParts } from '@mercato/forms/http';
import { giftCardsParts } from '@mercato/gift-cards/http';
import { restockParts } from '@mercato/restock/http';
import { sitesParts } from '@mercato/sites/http';
import { siteUsersParts } from '@mercato/site-users/site-users.parts';
import { subscriptionsParts } from '@mercato/subscriptions/http';
import { mediaParts } from '@mercato/media/http';
import { ordersParts } from '@mercato/orders/orders.parts';

/** Everything the embedded mode runs in one process: every context's migrations, projections and topics. */
export const allContexts: RuntimeParts = combineParts(accountsParts, sitesParts, catalogParts, censusParts, cartParts, restockParts, formsParts, siteUsersParts, giftCardsParts, subscriptionsParts, mediaParts, ordersParts);
