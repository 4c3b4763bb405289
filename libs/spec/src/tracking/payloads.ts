import { type RecordType } from '../enums/content';
import { type AnalyticsSourceEnvironment } from '../enums/tracking';
import { type ValueOf } from '../enums/value-of';
import { type WebVitalRating } from '../rules/analytics';
import { type ImageLoader } from '../rules/image-tag';

// The payloads of spec §7 as the storefront sends them and the census service reads them. The spec
// names the fields; where it only describes them ("viewport and screen sizes", "timings", "natural
// and rendered sizes") the spelling here is the contract.

/** Spec §7 "Hit data": what every census hit (`POST /api/census/RecordHit`, field `data`) says. */
export interface HitData {
  readonly userAgent: string;
  /** The visitor's clock, milliseconds since the epoch. */
  readonly clientDate: number;
  readonly viewportInnerWidth: number;
  readonly viewportInnerHeight: number;
  readonly screenWidth: number;
  readonly screenHeight: number;
  readonly websiteId: string;
  readonly templateId: string;
  readonly website_locale: string;
  readonly url: string;
  readonly title: string;
  /** The page's content item (a product); absent on pages without one. */
  readonly itemId?: string;
  readonly recordType?: RecordType;
  readonly collectionId?: string;
  /** The visitor cookie's value; absent when the cookie policy forbids it. */
  readonly visitorCookie?: string;
}

/** Spec §7: page-view hits add these to the hit data. */
export interface PageViewFields {
  readonly localStorageSupported: boolean;
  /** The query string without its leading "?". */
  readonly queryString: string;
  readonly referrer: string;
}

export type PageViewHitData = HitData & PageViewFields;

/** Spec §7 "Newer tracker payload": the fields the tracker fills itself; an event may add its own. */
export interface ClankerAutoFields {
  readonly analytics_id: string;
  readonly browser_language: string;
  readonly browser_window_height: number;
  readonly browser_window_width: number;
  readonly client_name: string;
  readonly client_version: string;
  readonly marketing_id?: string;
  readonly page_host: string;
  readonly page_path: string;
  /** The query string without its leading "?". */
  readonly page_query_params: string;
  readonly page_referrer_url: string;
  readonly session_id: string;
  readonly enduser_user_agent: string;
  /** Milliseconds since the epoch on the visitor's clock. */
  readonly event_occurrence_timestamp: number;
  readonly browser_locale: string;
  readonly custom_schema_name: string;
  readonly source_environment: AnalyticsSourceEnvironment;
  readonly context_website_id: string;
  readonly member_account_id?: string;
  readonly resolved_locale: string;
  readonly website_locale: string;
  readonly member_account_locale?: string;
}

/** Spec §7 newer tracker fields an event supplies itself. */
export interface ClankerEventFields {
  readonly destination_url?: string;
  readonly object_identifier?: string;
  /**
   * The purchase event's fields (spec §7: transaction id, value, shipping, tax, items); amounts in the
   * currency's major units (102.4 for 102.40), as the census purchase schema reads them.
   */
  readonly transaction_id?: string;
  readonly value?: number;
  readonly currency?: string;
  readonly shipping?: number;
  readonly tax?: number;
  readonly items?: readonly ClankerPurchaseItem[];
}

/** One bought line of the purchase event, named as spec §3's order confirmation items. */
export interface ClankerPurchaseItem {
  readonly sku: string;
  readonly productName: string;
  readonly quantity: number;
  readonly unitPrice: number;
}

export type ClankerPayload = ClankerAutoFields & ClankerEventFields;

/** Spec §7: the newer tracker's body, the payload wrapped as a JSON string under its schema's name. */
export interface ClankerEnvelope {
  readonly eventSchemaName: string;
  readonly eventContent: string;
}

/** Spec §7 client analytics events sent through the newer tracker, by schema name. */
export const ClankerSchemaName = {
  VIEW_PRODUCT_PAGE: 'view_product_page',
  ADD_TO_CART: 'add_to_cart',
  REMOVE_FROM_CART: 'remove_from_cart',
  VIEW_CART: 'view_cart',
  PURCHASE: 'purchase',
  /** Spec §4 form: a newsletter form's successful save records a newsletter-subscribe event. */
  NEWSLETTER_SUBSCRIBE: 'newsletter_subscribe',
  ACCESS_DENIED_VIEW: 'access_denied_view',
  ACCESS_DENIED_CLICK: 'access_denied_click',
} as const;
/**
 * Spec §7 client events of the video course pages: a const of their own, so only the course pages'
 * chunk carries them (every page's start carries ClankerSchemaName).
 */
export const VideoCourseSchemaName = {
  VIDEO_COURSE_VISIT: 'video_course_visit',
  VIDEO_LIST_VIEW: 'video_list_view',
  VIDEO_DETAIL_VIEW: 'video_detail_view',
} as const;
export type ClankerSchemaName = ValueOf<typeof ClankerSchemaName> | ValueOf<typeof VideoCourseSchemaName>;

/** Spec §7/§9: one web vital and its rating. */
export interface WebVitalMeasurement {
  readonly value: number;
  readonly rating: WebVitalRating;
}

/**
 * Spec §7 page-speed "timings": web vitals, then navigation timings in milliseconds since the
 * navigation started (DNS, TCP and TLS as durations) and the document's sizes in bytes.
 */
export interface PageSpeedTimings {
  readonly firstContentfulPaint?: WebVitalMeasurement;
  readonly largestContentfulPaint?: WebVitalMeasurement;
  readonly firstInputDelay?: WebVitalMeasurement;
  readonly interactionToNextPaint?: WebVitalMeasurement;
  readonly layoutShift?: WebVitalMeasurement;
  readonly timeToFirstByte?: WebVitalMeasurement;
  readonly dns?: number;
  readonly tcp?: number;
  readonly tls?: number;
  readonly domContentLoaded?: number;
  readonly loadEventStart?: number;
  readonly loadEventEnd?: number;
  readonly transferSize?: number;
  readonly encodedBodySize?: number;
  readonly decodedBodySize?: number;
}

/** Spec §7 "connection info" (the Network Information API, where the browser has it). */
export interface ConnectionInfo {
  readonly effectiveType?: string;
  readonly downlink?: number;
  readonly rtt?: number;
  readonly saveData?: boolean;
}

/** Spec §7 "Page-speed data". */
export interface PageSpeedData {
  readonly analyticsId?: string;
  readonly marketingId?: string;
  readonly memberId?: string;
  readonly websiteId: string;
  readonly connection: ConnectionInfo;
  readonly screenWidth: number;
  readonly screenHeight: number;
  readonly viewportWidth: number;
  readonly viewportHeight: number;
  readonly hash: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly timings: PageSpeedTimings;
}

/** Spec §7 "Image metrics", one record per observed image. */
export interface ImageMetrics {
  readonly src: string;
  readonly visibleOnLoad: boolean;
  /** When the image was first observed, milliseconds since the navigation started. */
  readonly observationTime: number;
  readonly intersectionRatio: number;
  /** Bytes transferred for the image; 0 when the browser does not say. */
  readonly size: number;
  /** The image format from its URL, e.g. "jpg"; empty when the URL does not say. */
  readonly imageType: string;
  readonly loaderType: ImageLoader;
  readonly naturalWidth: number;
  readonly naturalHeight: number;
  readonly renderedWidth: number;
  readonly renderedHeight: number;
}

/** Spec §7 performance record kinds. */
export const PerformanceRecordEvent = { PAGE_SPEED: 'page_speed', IMAGE: 'image', USER: 'user' } as const;
export type PerformanceRecordEvent = ValueOf<typeof PerformanceRecordEvent>;

/** Spec §7: one element of the `POST /api/1/performance/records` array. */
export interface PerformanceRecord<Data = PageSpeedData | ImageMetrics> {
  readonly raw: true;
  readonly app: string;
  readonly data: Data;
  readonly event: PerformanceRecordEvent;
  /** One id per page load, shared by all its records. */
  readonly pageLoadId: string;
  /** Milliseconds since the epoch. */
  readonly ts: number;
}

/** The window events an error report comes from. */
export const JavascriptErrorEvent = { ERROR: 'error', UNHANDLED_REJECTION: 'unhandledrejection' } as const;
export type JavascriptErrorEvent = ValueOf<typeof JavascriptErrorEvent>;

export interface JavascriptErrorData {
  readonly message: string;
  /** Cut to ANALYTICS_LIMITS.stackTraceMaxLength characters. */
  readonly stack?: string;
  readonly filename?: string;
  readonly lineno?: number;
  readonly colno?: number;
  readonly url: string;
}

/** Spec §7: one element of the `POST /api/events/RecordJavascriptErrors` array. */
export interface JavascriptErrorReport {
  readonly event: JavascriptErrorEvent;
  readonly data: JavascriptErrorData;
  /** Milliseconds since the epoch. */
  readonly timestamp: number;
}
