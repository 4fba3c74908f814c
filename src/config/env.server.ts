/**
 * The only module that reads the environment. Everything else receives the parsed `Config`.
 * A missing or bad value stops start-up with a message naming the variable and what is expected.
 */
import { z } from "zod";
import { envProblems } from "./env-checks.ts";
import { kafooEnvShape } from "./kafoo-config.ts";
import { ordersEnvShape } from "./orders-config.ts";

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"], {
    error: "expected one of 1, 0, true, false, yes, no, on, off",
  })
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

const httpUrl = z.url({ protocol: /^https?$/, error: "expected an http(s) URL such as https://api.example.com" });
const httpsUrl = z.url({
  protocol: /^https$/,
  error: "expected an https URL such as https://play.google.com/store/apps/details?id=...",
});
const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: "expected a PostgreSQL URL such as postgres://user:pass@host:5432/dbname",
});
const secret = z.string().min(32, { error: "expected a random secret of at least 32 characters" });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number({ error: "expected a TCP port number" }).int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SERVER_ROLE: z.enum(["all", "web", "api"], { error: "expected all, web or api" }).default("all"),
  PUBLIC_ORIGIN: httpUrl.optional(),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** A streaming replica for read-heavy public and history reads (docs/decisions/078-read-replica.md). */
  DATABASE_REPLICA_URL: postgresUrl.optional(),
  /** Unset: as DATABASE_POOL_SIZE. */
  DATABASE_REPLICA_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  /** How long after a customer's change their own history reads stay on the primary (read your writes). */
  DATABASE_REPLICA_STICKY_MS: z.coerce
    .number({ error: "expected a whole number of milliseconds from 0 to 600000, such as 15000" })
    .int({ error: "expected a whole number of milliseconds from 0 to 600000, such as 15000" })
    .min(0, { error: "expected a whole number of milliseconds from 0 to 600000, such as 15000" })
    .max(600_000, { error: "expected a whole number of milliseconds from 0 to 600000, such as 15000" })
    .default(15_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  PGLITE_DIR: z.string().min(1).default(".data/pglite"),
  DATA_DIR: z.string().min(1).default(".data"),
  API_BASE_URL: httpUrl
    .refine((u) => new URL(u).pathname === "/" && !new URL(u).search, {
      error: "expected the API's origin only, such as https://api.example.com (no path: /api/v1 is added)",
    })
    .optional(),
  PUBLIC_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9._-]{8,128}$/, { error: "expected 8-128 letters, digits, dot, dash or underscore" })
    .optional(),
  API_KEYS: z.string().optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "expected a redis:// or rediss:// URL" }).optional(),
  DEMO_MODE: bool.optional(),
  /** Unset: as DEMO_MODE. */
  SANDBOX_GATEWAYS: bool.optional(),
  I_UNDERSTAND_THE_SMS_OUTBOX_IS_PUBLIC: bool.default(false),
  SEED: bool.optional(),
  JOBS: bool.optional(),
  /** Failed runs in a row after which a job is dead-lettered (no longer scheduled until revived). */
  JOB_MAX_FAILURES: z.coerce
    .number({ error: "expected a whole number from 1 to 100, such as 5" })
    .int({ error: "expected a whole number from 1 to 100, such as 5" })
    .min(1, { error: "expected a whole number from 1 to 100, such as 5" })
    .max(100, { error: "expected a whole number from 1 to 100, such as 5" })
    .default(5),
  /** The shared cache of rendered public pages (docs/decisions/041-page-cache-and-csp-hashes.md). */
  PAGE_CACHE: bool.default(true),
  PAGE_CACHE_MAX_MB: z.coerce
    .number({ error: "expected a whole number of megabytes from 1 to 4096, such as 64" })
    .int({ error: "expected a whole number of megabytes from 1 to 4096, such as 64" })
    .min(1, { error: "expected a whole number of megabytes from 1 to 4096, such as 64" })
    .max(4096, { error: "expected a whole number of megabytes from 1 to 4096, such as 64" })
    .default(64),
  /** How often (ms) an instance asks whether content changed; 0 asks before every cached answer. */
  PAGE_CACHE_CHECK_MS: z.coerce
    .number({ error: "expected a whole number of milliseconds from 0 to 60000, such as 1000" })
    .int({ error: "expected a whole number of milliseconds from 0 to 60000, such as 1000" })
    .min(0, { error: "expected a whole number of milliseconds from 0 to 60000, such as 1000" })
    .max(60_000, { error: "expected a whole number of milliseconds from 0 to 60000, such as 1000" })
    .default(1000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: bool.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /** Tracing is off unless set: the OTLP/HTTP collector's base URL (spans go to <url>/v1/traces). */
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(100).default("zain-iraq-web"),
  BRAND_NAME: z.string().min(1).max(60).default("Zain Iraq"),
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9-]{2,30}$/, { error: "expected 2-30 lowercase letters, digits or dashes" })
    .default("zain"),
  BRAND_PRIMARY_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: "expected a colour like #5b2c83" })
    .default("#5b2c83"),
  BRAND_ACCENT_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: "expected a colour like #00857c" })
    .default("#00857c"),
  BRAND_LOGO_URL: z.string().min(1).default("/brand/logo.svg"),
  ENABLE_GTM: bool.default(false),
  /** A map tile server for the store locator's map, as an address with {z}, {x} and {y}; none by default. */
  TILE_SERVER_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}\S*$/, {
      error: "expected a tile address like https://tiles.example.iq/{z}/{x}/{y}.png",
    })
    .optional(),
  /** The credit the tile server's licence asks for, shown on the map (required with TILE_SERVER_URL). */
  TILE_ATTRIBUTION: z.string().min(1).max(300).optional(),
  /** The app's store listings; required in production without demo mode (src/config/app-stores.ts). */
  APP_STORE_URL: httpsUrl.optional(),
  GOOGLE_PLAY_URL: httpsUrl.optional(),
  APPGALLERY_URL: httpsUrl.optional(),
  /** Where the operator puts the stores' official badge files (app-store.svg, google-play.svg, appgallery.svg). */
  APP_BADGES_DIR: z.string().min(1).default("public/badges"),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, { error: "expected a tag manager id like GTM-ABC1234" })
    .optional(),
  MOBILE_PREFIXES: z
    .string()
    .regex(/^0\d{2,3}(-0\d{2,3})?(,0\d{2,3}(-0\d{2,3})?)*$/, {
      error: "expected national prefixes or ranges such as 0780-0789,0790-0799",
    })
    .default("0780-0789,0790-0799"),
  SIGNUP_ENABLED: bool.default(true),
  BILL_TAX_PERCENT: z.coerce
    .number({ error: "expected a percentage from 0 to 100, such as 0 or 10" })
    .min(0, { error: "expected a percentage from 0 to 100" })
    .max(100, { error: "expected a percentage from 0 to 100" })
    .default(0),
  BILL_DUE_DAYS: z.coerce
    .number({ error: "expected a number of days, such as 14" })
    .int({ error: "expected whole days" })
    .min(1, { error: "expected at least 1 day" })
    .max(60, { error: "expected at most 60 days" })
    .default(14),
  /** Unset: the sandbox where SANDBOX_GATEWAYS allows it, none (card recharge only) otherwise. */
  PAYMENT_GATEWAY: z.enum(["sandbox", "none"], { error: "expected a built-in gateway: sandbox or none" }).optional(),
  PAYMENT_MIN_IQD: z.coerce
    .number({ error: "expected whole IQD, such as 1000" })
    .int({ error: "expected whole IQD" })
    .min(250, { error: "expected at least 250 IQD" })
    .max(1000000, { error: "expected at most 1000000 IQD" })
    .default(1000),
  PAYMENT_MAX_IQD: z.coerce
    .number({ error: "expected whole IQD, such as 250000" })
    .int({ error: "expected whole IQD" })
    .min(1000, { error: "expected at least 1000 IQD" })
    .max(10000000, { error: "expected at most 10000000 IQD" })
    .default(250000),
  PAYMENT_DAILY_LIMIT_IQD: z.coerce
    .number({ error: "expected whole IQD, such as 500000" })
    .int({ error: "expected whole IQD" })
    .min(1000, { error: "expected at least 1000 IQD" })
    .max(100000000, { error: "expected at most 100000000 IQD" })
    .default(500000),
  PAYMENT_EXPIRY_MINUTES: z.coerce
    .number({ error: "expected minutes, such as 30" })
    .int()
    .min(5, { error: "expected at least 5 minutes" })
    .max(24 * 60, { error: "expected at most a day" })
    .default(30),
  CV_MAX_BYTES: z.coerce
    .number({ error: "expected bytes, such as 5242880 (5 MB)" })
    .int()
    .min(100_000, { error: "expected at least 100000 bytes" })
    .max(20 * 1024 * 1024, { error: "expected at most 20 MB" })
    .default(5 * 1024 * 1024),
  APPLICATION_RETENTION_DAYS: z.coerce
    .number({ error: "expected days, such as 180" })
    .int()
    .min(1, { error: "expected at least 1 day" })
    .max(730, { error: "expected at most 730 days" })
    .default(180),
  SMS_DAILY_ANONYMOUS_BUDGET: z.coerce
    .number({ error: "expected a number of messages, such as 20000" })
    .int({ error: "expected whole messages" })
    .min(1, { error: "expected at least 1 message" })
    .max(100_000_000, { error: "expected at most 100000000 messages" })
    .default(20_000),
  SMS_PREFIX_HOURLY_CAP: z.coerce
    .number({ error: "expected a number of messages, such as 60" })
    .int({ error: "expected whole messages" })
    .min(1, { error: "expected at least 1 message" })
    .max(1_000_000, { error: "expected at most 1000000 messages" })
    .default(60),
  /** The sender of the site's email (paperless bills); a real provider must accept it for this domain. */
  EMAIL_FROM: z
    .string()
    .regex(/^[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+$/, { error: "expected an email address, such as no-reply@iq.zain.com" })
    .default("no-reply@iq.zain.com"),
  GIFTS_PER_DAY: z.coerce
    .number({ error: "expected a number of gifts, such as 5" })
    .int({ error: "expected whole gifts" })
    .min(1, { error: "expected at least 1 gift" })
    .max(1000, { error: "expected at most 1000 gifts" })
    .default(5),
  GIFTS_PER_RECIPIENT_PER_DAY: z.coerce
    .number({ error: "expected a number of gifts, such as 3" })
    .int({ error: "expected whole gifts" })
    .min(1, { error: "expected at least 1 gift" })
    .max(1000, { error: "expected at most 1000 gifts" })
    .default(3),
  AUTH_REFRESH_ENABLED: bool.default(false),
  AUTH_TOKEN_PATH: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/, {
      error: "expected a dotted path such as token or data.token",
    })
    .default("token"),
  SESSION_REFRESH_INTERVAL_MS: z.coerce
    .number({ error: "expected milliseconds (0 turns periodic refresh off)" })
    .int()
    .min(0)
    .max(2_147_483_647, { error: "timers are capped at 2147483647 ms" })
    .default(0),
  SESSION_PEPPER: secret.optional(),
  VOUCHER_PEPPER: secret.optional(),
  PAYMENT_GATEWAY_SECRET: secret.optional(),
  USAGE_INGEST_KEY: secret.optional(),
  SEALING_KEY: secret.optional(),
  /** Bearer token for `GET /metrics`; unset, the endpoint answers 404. */
  METRICS_TOKEN: secret.optional(),
  ...ordersEnvShape,
  ...kafooEnvShape,
  /** Private files (identity documents, CVs): a local folder, or an S3-compatible bucket. */
  FILE_STORAGE: z.enum(["local", "s3"], { error: "expected local or s3" }).default("local"),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, { error: "expected a region name such as us-east-1 or eu-central-1" })
    .default("us-east-1"),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: "expected a bucket name: 3-63 lowercase letters, digits, dots or dashes",
    })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(3).max(128).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(8, { error: "expected the bucket's secret access key" }).optional(),
  /** Path-style addresses (endpoint/bucket/key), as MinIO and most self-hosted stores want. */
  S3_FORCE_PATH_STYLE: bool.default(true),
  /** The largest identity-document image accepted (after the browser's compression, or without it). */
  UPLOAD_MAX_BYTES: z.coerce
    .number({ error: "expected bytes, such as 8388608 (8 MB)" })
    .int({ error: "expected whole bytes" })
    .min(1024 * 1024, { error: "expected at least 1048576 bytes (1 MB)" })
    .max(50 * 1024 * 1024, { error: "expected at most 52428800 bytes (50 MB)" })
    .default(8 * 1024 * 1024),
  /** Days identity documents are kept after the order they belong to ends. */
  ID_DOCUMENT_RETENTION_DAYS: z.coerce
    .number({ error: "expected days, such as 30" })
    .int({ error: "expected whole days" })
    .min(1, { error: "expected at least 1 day" })
    .max(3650, { error: "expected at most 3650 days" })
    .default(30),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

export { demoModeOf, sandboxGatewaysOf } from "./env-checks.ts";

/** Parses the environment; throws `ConfigError` listing every bad variable by name. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings count as unset, so `FOO=` in a .env file falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = issue.path.join(".");
        const got = cleaned[name];
        return `${name}: ${issue.message}${got === undefined ? " (not set)" : ` (got "${redact(name, got)}")`}`;
      }),
    );
  }
  const env = result.data;
  const problems = envProblems(env);
  if (problems.length > 0) throw new ConfigError(problems);
  return env;
}

function redact(name: string, value: string): string {
  return /PEPPER|SECRET|KEY|TOKEN|PASSWORD|DATABASE_URL|DATABASE_REPLICA_URL|REDIS_URL/.test(name)
    ? "<hidden>"
    : value.slice(0, 80);
}
