import type { MigrationClass } from '@mercato/database';
import { CartCreateTables1764100000000 } from './1764100000000-cart-create-tables';
import { CartSiteUserCarts1795600400000 } from './1795600400000-cart-site-user-carts';
import { CartSubscriptionPlans1795600460000 } from './1795600460000-cart-subscription-plans';
import { CartProductImages1796000100000 } from './1796000100000-cart-product-images';
import { CartViewEntries1796000300000 } from './1796000300000-cart-view-entries';
import { CartDropSnapshots1796000400000 } from './1796000400000-cart-drop-snapshots';

/** The cart's migrations, oldest first. */
export const cartMigrations: readonly MigrationClass[] = [CartCreateTables1764100000000, CartSiteUserCarts1795600400000, CartSubscriptionPlans1795600460000, CartProductImages1796000100000, CartViewEntries1796000300000, CartDropSnapshots1796000400000];
