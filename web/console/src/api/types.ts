// The owner API's answers and request bodies, from the one definition each service builds them with:
// @mercato/views (catalog, sites, contributors, the mail outbox) and the owning context's views module
// (@mercato/<context>/views). Types only. Amounts are minor units (cents). The names are the console's own.
export type {
  AreaAccess,
  ExperimentView as SiteExperiment,
  CollectionView as StoreCollection,
  ContributorView,
  MailCountsView as MailCounts,
  MailOutboxView as MailOutbox,
  MailStatus as MailState,
  MoneyView as Money,
  MultilingualSettingsView as MultilingualSettings,
  MultilingualStatusView as MultilingualStatus,
  NavigationItemView as NavigationLink,
  NewProduct,
  NewStoreCollection,
  NewVariant,
  OutboxMailView as OutboxMailRow,
  OwnedSiteView as OwnedSite,
  PriceChange,
  ProductCreatedView,
  ProductView as Product,
  SiteExperimentsView as SiteExperiments,
  SiteHeaderFooterView as SiteHeaderFooter,
  SiteLanguageView as SiteLanguage,
  SiteLayoutView as SiteLayout,
  SiteStoreSettingsView as StoreSettings,
  StockChange,
  StoreCollectionCreatedView,
  StorefrontIntegrationsView as StorefrontIntegrations,
  VariantView as Variant,
} from '@mercato/views';
export type {
  NoticeTemplate,
  NoticeTemplatesView,
  RestockOutboxView as RestockOutbox,
  SendAllOutcome as RestockSendAllOutcome,
  SendOutcome as RestockSendOutcome,
  SendRequest as RestockSendRequest,
  SignUpGroupView as RestockSignUpGroup,
  SignUpGroupsPageView,
  SignUpsPageView,
  SignUpView as RestockSignUp,
  SiteNoticeTemplate as RestockNoticeTemplate,
} from '@mercato/restock/views';
export type { OrderMoneyView as OrderMoney, OrderListQuery as OrderFilter, OrderStatus, OwnerOrderPageView as OrderPage, OwnerOrderView as OwnerOrder } from '@mercato/orders/views';
export type { DefinedForm as FormDetail, FormDefinition, FormSummary, MailingListSummary as MailingList, MailingListView, SubmissionView as FormSubmission } from '@mercato/forms/views';
export type { ImageAssetView as ImageAsset } from '@mercato/media/views';

/** One page of an owner list as the console pages through it: the rows, and an opaque cursor to the next. */
export interface RestockPage<Row> {
  readonly rows: readonly Row[];
  readonly hasNextPage: boolean;
  readonly nextPageCursor: string | null;
}

