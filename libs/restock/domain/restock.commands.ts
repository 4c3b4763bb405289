/** The stock a send is bounded by, as the restock context last read it from the catalog's events. */
export interface StockReading {
  readonly unlimited: boolean;
  readonly qtyInStock: number;
  /** Version of the product stream that set this level: notices already queued at it count against it. */
  readonly version: number;
}

export interface SignUpForRestock {
  readonly type: 'SignUpForRestock';
  readonly websiteId: string;
  readonly productId: string;
  readonly variantId: string;
  readonly signUpId: string;
  readonly email: string;
  readonly joinMailingList: boolean;
  readonly language: string;
  readonly signedUpAt: string;
  readonly unsubscribeToken: string;
  /** Whether the variant can be bought now (then a sign-up makes no sense). */
  readonly variantInStock: boolean;
}

export interface SendRestockNotices {
  readonly type: 'SendRestockNotices';
  readonly websiteId: string;
  readonly productId: string;
  readonly variantId: string;
  readonly stock: StockReading;
  /** Origin of the storefront the notices link to. */
  readonly siteUrl: string;
}

export type DeliveryOutcome = { readonly delivered: true } | { readonly delivered: false; readonly reason: string };

/** The mailer's final word on some of a variant's notices, recorded together (one append for many mails). */
export interface RecordNoticeDeliveries {
  readonly type: 'RecordNoticeDeliveries';
  readonly deliveries: ReadonlyArray<{ readonly signUpId: string; readonly outcome: DeliveryOutcome }>;
}

export interface UnsubscribeFromRestock {
  readonly type: 'UnsubscribeFromRestock';
  readonly signUpId: string;
  readonly unsubscribeToken: string;
}

export type RestockCommand = SignUpForRestock | SendRestockNotices | RecordNoticeDeliveries | UnsubscribeFromRestock;
