import { join } from 'node:path';
import { kafkaConnectionConfigFromEnv, type KafkaConnectionConfig } from '@mercato/event-log';
import { cartSettingsFromEnv, type CartSettings } from './cart-settings';
import { formsSettingsFromEnv, type FormsSettings } from './forms-settings';
import { giftCardSettingsFromEnv, type GiftCardSettings } from './gift-card-settings';
import { censusSettingsFromEnv, type CensusSettings } from './census-settings';
import { instalmentSettingsFromEnv, type InstalmentSettings } from './instalment-settings';
import { mediaSettingsFromEnv, type MediaSettings } from './media-settings';
import { ordersSettingsFromEnv, type OrdersSettings } from './orders-settings';
import { siteUsersSettingsFromEnv, type SiteUsersSettings } from './site-users-settings';
import { socialPixelIdsFromEnv } from './social-pixel-settings';
import { wholeNumberSetting } from './whole-number-setting';

export type EventTransport = 'postgres' | 'kafka';
export type GatewayMode = 'embedded' | 'proxy';

export interface RuntimeConfig {
  readonly serviceName: string;
  readonly port: number;
  readonly host: string;
  /** Embedded mode keeps PostgreSQL's data here; unused when `databaseUrl` is set. */
  readonly dataDir: string;
  readonly databaseUrl?: string;
  /** False behind a pooler that cannot keep prepared statements (PgBouncer in transaction mode before 1.21). */
  readonly preparedStatements: boolean;
  /**
   * Connections this process keeps to PostgreSQL at most (`DATABASE_POOL_SIZE`, default 20). Services
   * sharing one server divide its `max_connections` among their replicas (docker-compose.yml, deploy/k8s).
   */
  readonly databasePoolSize: number;
  readonly embeddedPostgresPort: number;
  readonly transport: EventTransport;
  readonly kafka?: KafkaConnectionConfig;
  readonly seed: 'demo' | 'none';
  /**
   * Proxies of ours in front of this process (`TRUST_PROXY`: `false` is 0, `true` or unset is 1, or a
   * number): X-Forwarded-* headers are trusted when above 0, and the client's address is the one the
   * furthest of them appended to X-Forwarded-For (Express's `trust proxy` hop count).
   */
  readonly trustedProxyHops: number;
  /** `OTEL_TRACES_EXPORTER=console` prints spans; otherwise they are created but not exported. */
  readonly tracesExporter: 'console' | 'none';
  /** `MERCATO_CENSUS_DISABLED=true`: storefront pages load no tracking script. */
  readonly censusDisabled: boolean;
  /** The gateway only (`MERCATO_GATEWAY_MODE`): every context in the process, or a proxy to the services. */
  readonly gatewayMode: GatewayMode;
  /** Origins of the other services by variable (`SITES_SERVICE_URL`, ...): every `*_SERVICE_URL` set, checked at boot. */
  readonly serviceUrls: ReadonlyMap<string, string>;
  /** Census ingestion limits and batching (`CENSUS_*`). */
  readonly census: CensusSettings;
  /** Cart rate limit and cookie lifetime (`CART_*`). */
  readonly cart: CartSettings;
  /** Form keys, the submission rate limit and the captcha provider (`FORMS_*`, `CAPTCHA_PROVIDER`, `ALTCHA_*`, `RECAPTCHA_*`). */
  readonly forms: FormsSettings;
  /** Gift card balance-check rate limit (`GIFT_CARD_*`). */
  readonly giftCards: GiftCardSettings;
  /** The payment account's instalment offer (`INSTALMENTS_*`, `PAYMENT_ACCOUNT_COUNTRY`). */
  readonly instalments: InstalmentSettings;
  /** How long a checkout may hold stock unpaid (`ORDERS_RESERVATION_MAX_AGE_SECONDS`). */
  readonly orders: OrdersSettings;
  /** How long a site's lock screens are reused for the lock check (`LOCK_SCREEN_CACHE_TTL_MS`). */
  readonly siteUsers: SiteUsersSettings;
  /** Upload size limit and where images are stored (`MEDIA_*`). */
  readonly media: MediaSettings;
  /** Social pixel id by website id (`SOCIAL_PIXEL_IDS`). */
  readonly socialPixelIds: ReadonlyMap<string, string>;
  /** pino level of every log line (`LOG_LEVEL`, default info). */
  readonly logLevel: LogLevel;
  /** SMTP server mails are delivered to (SMTP_URL); without it they stay in the mail outbox, which the owner console lists. */
  readonly smtpUrl?: string;
  /** The From address of outgoing mail (MAIL_FROM). */
  readonly mailFrom: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const isLogLevel = (value: string): value is LogLevel => (LOG_LEVELS as readonly string[]).includes(value);

/** Reads the configuration table of README.md from the environment. */
export function runtimeConfigFromEnv(serviceName: string, env: NodeJS.ProcessEnv = process.env, repoRoot = process.cwd()): RuntimeConfig {
  const transport = (env.EVENT_TRANSPORT ?? 'postgres') as EventTransport;
  if (transport !== 'postgres' && transport !== 'kafka') throw new Error(`EVENT_TRANSPORT must be postgres or kafka, not ${transport}`);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${env.PORT}`);
  const seed = env.MERCATO_SEED ?? (env.DATABASE_URL ? 'none' : 'demo');
  if (seed !== 'demo' && seed !== 'none') throw new Error(`MERCATO_SEED must be demo or none, not ${seed}`);
  const prepared = env.DATABASE_PREPARED_STATEMENTS ?? 'true';
  if (prepared !== 'true' && prepared !== 'false') throw new Error(`DATABASE_PREPARED_STATEMENTS must be true or false, not ${prepared}`);
  const gatewayMode = env.MERCATO_GATEWAY_MODE ?? 'embedded';
  if (gatewayMode !== 'embedded' && gatewayMode !== 'proxy') throw new Error(`MERCATO_GATEWAY_MODE must be embedded or proxy, not ${gatewayMode}`);
  const logLevel = env.LOG_LEVEL || 'info';
  if (!isLogLevel(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${logLevel}`);
  const dataDir = env.MERCATO_DATA_DIR ?? join(repoRoot, '.data');
  const serviceUrlNames = Object.keys(env).filter((name) => name.endsWith('_SERVICE_URL') && env[name]?.trim());
  return {
    serviceName,
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    preparedStatements: prepared === 'true',
    databasePoolSize: wholeNumberSetting(env, 'DATABASE_POOL_SIZE', 20, 1, 'connections'),
    embeddedPostgresPort: Number(env.MERCATO_PG_PORT ?? 54329),
    transport,
    ...(transport === 'kafka' ? { kafka: kafkaConnectionConfigFromEnv(env) } : {}),
    seed,
    trustedProxyHops: trustedProxyHopsFromEnv(env.TRUST_PROXY),
    tracesExporter: env.OTEL_TRACES_EXPORTER === 'console' ? 'console' : 'none',
    censusDisabled: env.MERCATO_CENSUS_DISABLED === 'true',
    gatewayMode,
    serviceUrls: new Map(serviceUrlNames.map((name) => [name, serviceUrlFromEnv(name, env)])),
    census: censusSettingsFromEnv(env),
    cart: cartSettingsFromEnv(env),
    forms: formsSettingsFromEnv(env),
    giftCards: giftCardSettingsFromEnv(env),
    instalments: instalmentSettingsFromEnv(env),
    orders: ordersSettingsFromEnv(env),
    siteUsers: siteUsersSettingsFromEnv(env),
    media: mediaSettingsFromEnv(env, dataDir),
    socialPixelIds: socialPixelIdsFromEnv(env),
    logLevel,
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    mailFrom: env.MAIL_FROM ?? 'Mercato <no-reply@mercato.localhost>',
  };
}

/**
 * `TRUST_PROXY`: `false` (no proxy: the socket's peer is the client), `true` (one, as before hop counts),
 * or how many. Unset means one: every service sits behind the gateway, the gateway behind an ingress.
 */
export function trustedProxyHopsFromEnv(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'true') return 1;
  if (text === 'false') return 0;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  throw new Error(`TRUST_PROXY must be false, true or a number of proxy hops, not ${value}`);
}

/** The origin of a service this process cannot run without (distributed mode), e.g. `SITES_SERVICE_URL`. */
export function requiredServiceUrl(config: Pick<RuntimeConfig, 'serviceUrls'>, name: string): string {
  const url = config.serviceUrls.get(name);
  if (!url) throw new Error(`${name} is not set: the URL of that service, e.g. http://sites:3000`);
  return url;
}

/** A required upstream URL such as SITES_SERVICE_URL (distributed mode), checked at boot rather than on first use. */
function serviceUrlFromEnv(name: string, env: NodeJS.ProcessEnv): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is not set: the URL of that service, e.g. http://sites:3000`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, not ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, not ${value}`);
  return url.origin;
}
