import { RecordNoticeDeliveriesHandler, UnsubscribeFromRestockHandler } from './delivery';
import { SendRestockNoticesHandler } from './send-notices';
import { SignUpForRestockHandler } from './sign-up';

export * from './captcha.port';
export * from './notice-templates';
export * from './delivery';
export * from './restock.stream';
export * from './send-notices';
export * from './sign-up';
export * from './variant-stock.port';

export const restockCommandHandlers = [SignUpForRestockHandler, SendRestockNoticesHandler, RecordNoticeDeliveriesHandler, UnsubscribeFromRestockHandler];
