import { Controller, Get, Header, Inject, Param, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, CurrentSite, SiteGuard, type ResolvedSite } from '@mercato/http';
import { SiteLockGuard } from '@mercato/site-users/ports';
import { SUBSCRIPTION_NOT_FOUND_MESSAGE, SubscriptionError, subscriptionConfirmedPage, type SubscriptionConfirmedPage } from '@mercato/subscriptions/domain';
import { SubscriptionViews, confirmationTokenHash } from '@mercato/subscriptions/application';

/**
 * The subscription confirmed page's data (page type 206), a project addition: the spec names the
 * page, not its call. Behind the site's lock screen as the order views by token are.
 */
@ApiTags('subscriptions')
@Controller('api/commerce/subscriptions')
@UseGuards(SiteGuard, SiteLockGuard)
export class SubscriptionsController {
  constructor(@Inject(SubscriptionViews) private readonly views: SubscriptionViews) {}

  @Get('confirmation/:token')
  @Header('cache-control', 'no-store')
  @ApiErrors(404)
  @ApiOperation({ summary: 'The subscription confirmed page (206) by the confirmation token checkout gave the buyer: what was bought, the price text and where billing stands.' })
  async confirmation(@CurrentSite() site: ResolvedSite, @Param('token') token: string): Promise<SubscriptionConfirmedPage> {
    const subscription = await this.views.byTokenHash(site.websiteId, confirmationTokenHash(token));
    if (!subscription) throw new SubscriptionError('not_found', SUBSCRIPTION_NOT_FOUND_MESSAGE, 'token');
    return subscriptionConfirmedPage(subscription);
  }
}
