import { existsSync } from "node:fs";
import { join } from "node:path";
import { parsePrefixes } from "../contracts/msisdn.ts";
import type { PaymentLimits } from "../contracts/payments.ts";
import { brandNamesOf } from "../i18n/language/glossary.ts";
import type { LocaleCode } from "../i18n/locales.ts";
import { type AppStoreLink, appStoreLinks, STORE_SEARCHES } from "./app-stores.ts";
import { ConfigError, demoModeOf, type Env, parseEnv, sandboxGatewaysOf } from "./env.server.ts";
import { type KafooConfig, kafooConfigOf } from "./kafoo-config.ts";
import { type OrdersConfig, ordersConfigOf } from "./orders-config.ts";
import { resolveSecrets, type Secrets } from "./secrets.server.ts";

/**
 * PostgreSQL time limits, so a slow or silent database answers 503 within seconds instead of
 * holding requests and the pool (docs/decisions/032-database-outages.md).
 */
export type DatabaseTimeouts = {
  /** Longest statement the server runs; the driver gives up waiting a second later. */
  statementMs: number;
  /** Longest wait to open a connection or to get one from a full pool. */
  connectMs: number;
  /** Longest a transaction may sit idle before the server ends its session. */
  idleInTransactionMs: number;
};

/**
 * A streaming replica that answers chosen read-only queries (docs/decisions/078-read-replica.md);
 * `stickyMs`: how long a customer's own history reads stay on the primary after they change something.
 */
export type ReplicaConfig = { url: string; poolSize: number; stickyMs: number };

export type DatabaseConfig =
  | { kind: "postgres"; url: string; poolSize: number; timeouts: DatabaseTimeouts; replica: ReplicaConfig | null }
  | { kind: "pglite"; dir: string };

export type Config = {
  env: Env["NODE_ENV"];
  server: {
    port: number;
    host: string;
    role: Env["SERVER_ROLE"];
    publicOrigin: string;
    trustProxy: boolean;
    /** How long a stopping instance lets requests in flight and a running job finish. */
    shutdownTimeoutMs: number;
  };
  database: DatabaseConfig;
  dataDir: string;
  /** `externalBaseUrl` is set only when the API runs on another origin; otherwise calls stay in-process. */
  api: { externalBaseUrl: string | undefined; publicKey: string; acceptedKeys: ReadonlySet<string> };
  redisUrl: string | undefined;
  /** Bearer token that opens `GET /metrics`; undefined keeps it closed (404). */
  metricsToken: string | undefined;
  /** Demo data (seed steps, the demo scratch cards) and the readable SMS outbox. */
  demoMode: boolean;
  /** The sandbox payment gateway may be used (demo and staging sites); independent of demo data. */
  sandboxGateways: boolean;
  seedOnStart: boolean;
  jobsEnabled: boolean;
  /** Failed runs in a row after which a job stops being scheduled (its dead letter). */
  jobMaxFailures: number;
  logLevel: Env["LOG_LEVEL"];
  /** Trace export (OTEL_EXPORTER_OTLP_ENDPOINT); null when tracing is off, the default. */
  tracing: { endpoint: string; serviceName: string } | null;
  /** The shared cache of rendered public pages: on, its size, and how often it asks for content changes. */
  pageCache: { enabled: boolean; maxBytes: number; checkEveryMs: number };
  brand: {
    name: string;
    /** The name as each language writes it (decision 066): "Zain Iraq", "زين العراق", "زەین عێراق". */
    names: Record<LocaleCode, string>;
    slug: string;
    primaryColor: string;
    accentColor: string;
    logoUrl: string;
  };
  gtm: { enabled: boolean; id: string | undefined };
  /** The store locator's tile map: off (the server-drawn map alone) unless a tile server is set. */
  maps: { tileUrl: string | null; tileAttribution: string | null; tileOrigin: string | null };
  /** The app's store links, with the badges found in `badgesDir` at start-up (src/config/app-stores.ts). */
  appStores: { links: AppStoreLink[]; badgesDir: string };
  auth: {
    mobilePrefixes: string[];
    signupEnabled: boolean;
    refreshEnabled: boolean;
    /** Where the web app finds the token in the sign-in response (spec section 5). */
    tokenPath: string;
    /** Periodic session refresh in the browser; 0 is off (the default). */
    refreshIntervalMs: number;
  };
  /** Postpaid bills: tax added on the period's charges (percent) and days until a bill is due. */
  billing: { taxPercent: number; dueDays: number };
  /** Online payments: the gateway new payments use, amount limits (IQD, per Baghdad day) and how long one stays open. */
  /** Job applications: the largest CV accepted and how long applications are kept. */
  careers: { cvMaxBytes: number; retentionDays: number };
  payments: { gateway: "sandbox" | "none"; limits: PaymentLimits; expiryMinutes: number };
  /**
   * SMS that anyone can set off without an account (docs/decisions/039-sessions-origin-card-lockout-sms-caps.md): at most
   * `dailyAnonymousBudget` per Baghdad day in all, and `prefixHourlyCap` per hour to the numbers
   * sharing the first six digits of the national number.
   */
  sms: { dailyAnonymousBudget: number; prefixHourlyCap: number };
  /** Email (paperless bills): the sender address; messages wait in `email_outbox` (docs/decisions/071-paperless-bill-and-email.md). */
  email: { from: string };
  /**
   * Bundles bought for another number (docs/decisions/059-gift-bundles.md): at most `perPayerDaily`
   * per paying account and `perRecipientDaily` to one number, per Baghdad day.
   */
  gifts: { perPayerDaily: number; perRecipientDaily: number };
  /** Credit transfer and advance (docs/decisions/064-kafoo-transfer-and-advance.md, kafoo-config.ts). */
  kafoo: KafooConfig;
  secrets: Secrets;
  /** Online orders: delivery zones, cash on delivery, deposits, eSIM and courier (orders-config.ts). */
  orders: OrdersConfig;
  /** Private files: where they are kept, the largest image upload, and how long identity documents stay. */
  files: FilesConfig;
};

/** Where private files live (docs/decisions/049-private-uploads.md); S3 keys never leave this object. */
export type FileStorageConfig =
  | { kind: "local" }
  | {
      kind: "s3";
      endpoint: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export type FilesConfig = { storage: FileStorageConfig; uploadMaxBytes: number; idDocumentRetentionDays: number };

/** Key used when none is configured: it is public by design (it identifies the client, it is no secret). */
export const DEFAULT_PUBLIC_API_KEY = "zain-web-public";

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  const embedded = !env.DATABASE_URL;
  const publicOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  const publicKey = env.PUBLIC_API_KEY ?? DEFAULT_PUBLIC_API_KEY;
  const extraKeys = (env.API_KEYS ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
  const apiBase = env.API_BASE_URL?.replace(/\/$/, "");
  // The web-only role always forwards; otherwise a same-origin API means "this process".
  const remote = apiBase && (env.SERVER_ROLE === "web" || new URL(apiBase).origin !== new URL(publicOrigin).origin);
  const externalBaseUrl = remote ? apiBase : undefined;

  const demoMode = demoModeOf(env);
  const sandboxGateways = sandboxGatewaysOf(env);
  return {
    env: env.NODE_ENV,
    server: {
      port: env.PORT,
      host: env.HOST,
      role: env.SERVER_ROLE,
      publicOrigin,
      trustProxy: env.TRUST_PROXY,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    },
    database: env.DATABASE_URL
      ? {
          kind: "postgres",
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          timeouts: {
            statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
            connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
            idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
          },
          replica: env.DATABASE_REPLICA_URL
            ? {
                url: env.DATABASE_REPLICA_URL,
                poolSize: env.DATABASE_REPLICA_POOL_SIZE ?? env.DATABASE_POOL_SIZE,
                stickyMs: env.DATABASE_REPLICA_STICKY_MS,
              }
            : null,
        }
      : { kind: "pglite", dir: env.PGLITE_DIR },
    dataDir: env.DATA_DIR,
    api: { externalBaseUrl, publicKey, acceptedKeys: new Set([publicKey, ...extraKeys]) },
    redisUrl: env.REDIS_URL,
    metricsToken: env.METRICS_TOKEN,
    demoMode,
    sandboxGateways,
    seedOnStart: env.SEED ?? embedded,
    jobsEnabled: env.JOBS ?? env.SERVER_ROLE !== "web",
    jobMaxFailures: env.JOB_MAX_FAILURES,
    pageCache: {
      enabled: env.PAGE_CACHE,
      maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
      checkEveryMs: env.PAGE_CACHE_CHECK_MS,
    },
    logLevel: env.LOG_LEVEL,
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME }
      : null,
    brand: {
      name: env.BRAND_NAME,
      names: brandNamesOf(env.BRAND_NAME),
      slug: env.BRAND_SLUG,
      primaryColor: env.BRAND_PRIMARY_COLOR,
      accentColor: env.BRAND_ACCENT_COLOR,
      logoUrl: env.BRAND_LOGO_URL,
    },
    gtm: { enabled: env.ENABLE_GTM, id: env.GTM_ID },
    maps: {
      tileUrl: env.TILE_SERVER_URL ?? null,
      tileAttribution: env.TILE_ATTRIBUTION ?? null,
      tileOrigin: env.TILE_SERVER_URL ? new URL(env.TILE_SERVER_URL).origin : null,
    },
    appStores: {
      links: appStoreLinks(
        {
          appStore: env.APP_STORE_URL ?? STORE_SEARCHES.appStore,
          googlePlay: env.GOOGLE_PLAY_URL ?? STORE_SEARCHES.googlePlay,
          appGallery: env.APPGALLERY_URL ?? STORE_SEARCHES.appGallery,
        },
        (file) => existsSync(join(env.APP_BADGES_DIR, file)),
      ),
      badgesDir: env.APP_BADGES_DIR,
    },
    auth: {
      mobilePrefixes: prefixesOf(env.MOBILE_PREFIXES),
      signupEnabled: env.SIGNUP_ENABLED,
      refreshEnabled: env.AUTH_REFRESH_ENABLED,
      tokenPath: env.AUTH_TOKEN_PATH,
      refreshIntervalMs: env.SESSION_REFRESH_INTERVAL_MS,
    },
    billing: { taxPercent: env.BILL_TAX_PERCENT, dueDays: env.BILL_DUE_DAYS },
    careers: { cvMaxBytes: env.CV_MAX_BYTES, retentionDays: env.APPLICATION_RETENTION_DAYS },
    payments: {
      gateway: env.PAYMENT_GATEWAY ?? (sandboxGateways ? "sandbox" : "none"),
      limits: {
        minIqd: env.PAYMENT_MIN_IQD,
        maxIqd: env.PAYMENT_MAX_IQD,
        dailyPerNumberIqd: env.PAYMENT_DAILY_LIMIT_IQD,
      },
      expiryMinutes: env.PAYMENT_EXPIRY_MINUTES,
    },
    sms: { dailyAnonymousBudget: env.SMS_DAILY_ANONYMOUS_BUDGET, prefixHourlyCap: env.SMS_PREFIX_HOURLY_CAP },
    email: { from: env.EMAIL_FROM },
    gifts: { perPayerDaily: env.GIFTS_PER_DAY, perRecipientDaily: env.GIFTS_PER_RECIPIENT_PER_DAY },
    orders: ordersConfigOf(env, sandboxGateways),
    kafoo: kafooConfigOf(env),
    // Web-only instances sign cookies with the session pepper, so every instance needs the same one.
    secrets: resolveSecrets(env, {
      required: env.NODE_ENV === "production" && (!embedded || env.SERVER_ROLE === "web"),
    }),
    files: {
      storage: fileStorageOf(env),
      uploadMaxBytes: env.UPLOAD_MAX_BYTES,
      idDocumentRetentionDays: env.ID_DOCUMENT_RETENTION_DAYS,
    },
  };
}

function prefixesOf(spec: string): string[] {
  try {
    return parsePrefixes(spec);
  } catch (error) {
    throw new ConfigError([
      `MOBILE_PREFIXES: ${error instanceof Error ? error.message : String(error)} (expected ranges such as 0780-0789)`,
    ]);
  }
}

/** parseEnv has already required every S3 value when FILE_STORAGE=s3. */
function fileStorageOf(env: Env): FileStorageConfig {
  if (env.FILE_STORAGE === "local") return { kind: "local" };
  return {
    kind: "s3",
    endpoint: (env.S3_ENDPOINT ?? "").replace(/\/$/, ""),
    region: env.S3_REGION,
    bucket: env.S3_BUCKET ?? "",
    accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "",
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
