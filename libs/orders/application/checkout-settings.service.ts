import { Inject, Injectable } from '@nestjs/common';
import { PostgresEventStore, loadState, runCommand } from '@mercato/event-store';
import { EMPTY_CHECKOUT_SETTINGS, checkoutSettingsStreamId, type CheckoutSettings } from '@mercato/orders/domain';
import { checkoutSettingsStream } from './order.streams';

/** A store's checkout rules: read by checkout, replaced by the owner. */
@Injectable()
export class CheckoutSettingsService {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  async of(websiteId: string): Promise<CheckoutSettings> {
    const { state } = await loadState(this.store, checkoutSettingsStream, checkoutSettingsStreamId(websiteId));
    return state.status === 'configured' ? state.settings : EMPTY_CHECKOUT_SETTINGS;
  }

  async replace(websiteId: string, settings: CheckoutSettings): Promise<CheckoutSettings> {
    const { state } = await runCommand(this.store, { stream: checkoutSettingsStream, streamId: checkoutSettingsStreamId(websiteId), command: { type: 'UpdateCheckoutSettings', websiteId, settings } });
    return state.status === 'configured' ? state.settings : EMPTY_CHECKOUT_SETTINGS;
  }
}
