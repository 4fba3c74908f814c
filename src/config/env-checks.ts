/**
 * What the environment's variables must agree on with each other (one variable alone is checked by
 * its schema in env.server.ts): each problem names the variable and the way out.
 */
import type { Env } from "./env.server.ts";
import { kafooEnvProblems } from "./kafoo-config.ts";
import { ordersEnvProblems } from "./orders-config.ts";

/** Demo data and the readable SMS outbox: on by default with the embedded database. */
export function demoModeOf(env: Env): boolean {
  return env.DEMO_MODE ?? !env.DATABASE_URL;
}

/** The sandbox payment gateway (and later courier) may be used: by default wherever demo mode is on. */
export function sandboxGatewaysOf(env: Env): boolean {
  return env.SANDBOX_GATEWAYS ?? demoModeOf(env);
}

/** Every disagreement between the variables, empty when there is none. */
export function envProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.ENABLE_GTM && !env.GTM_ID) problems.push("GTM_ID: required when ENABLE_GTM is on");
  if (env.TILE_SERVER_URL && !env.TILE_ATTRIBUTION) {
    problems.push("TILE_ATTRIBUTION: required with TILE_SERVER_URL (tile servers' licences ask for credit)");
  }
  // A real site links the real listings; a store search could lead a customer to a look-alike app.
  if (env.NODE_ENV === "production" && env.SERVER_ROLE !== "api" && !demoModeOf(env)) {
    for (const name of ["APP_STORE_URL", "GOOGLE_PLAY_URL", "APPGALLERY_URL"] as const) {
      if (!env[name]) problems.push(`${name}: required in production (the app's listing in that store)`);
    }
  }
  if (env.SERVER_ROLE === "web" && !env.API_BASE_URL) {
    problems.push("API_BASE_URL: required when SERVER_ROLE=web (the API runs elsewhere)");
  }
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.PUBLIC_API_KEY) {
    problems.push("PUBLIC_API_KEY: required in production");
  }
  // PGlite is one embedded process: there is nothing for a replica to follow.
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
    problems.push(
      "DATABASE_REPLICA_URL: needs DATABASE_URL (the primary it replicates); the embedded database has no replicas",
    );
  }
  if (env.PAYMENT_MIN_IQD > env.PAYMENT_MAX_IQD) {
    problems.push("PAYMENT_MIN_IQD: must not be above PAYMENT_MAX_IQD");
  }
  // The sandbox accepts test cards: where it is not explicitly allowed it would hand out free credit.
  if (env.PAYMENT_GATEWAY === "sandbox" && !sandboxGatewaysOf(env)) {
    problems.push(
      "PAYMENT_GATEWAY: the sandbox gateway accepts test cards; allow it with SANDBOX_GATEWAYS=1 (demo or staging only) or configure a real gateway",
    );
  }
  // DESIGN.md "Demo, sandbox and production": the readable outbox hands out every number's codes.
  if (
    env.NODE_ENV === "production" &&
    env.SERVER_ROLE !== "web" &&
    demoModeOf(env) &&
    !env.I_UNDERSTAND_THE_SMS_OUTBOX_IS_PUBLIC
  ) {
    problems.push(
      `DEMO_MODE: on in production${env.DEMO_MODE === undefined ? " (the default without DATABASE_URL)" : ""}, it lets anyone with the public API key read every number's SMS codes at /api/v1/dev/sms-outbox and reset any password. Set DEMO_MODE=0 (SANDBOX_GATEWAYS=1 keeps the sandbox gateway), or, on a site no real customer uses, I_UNDERSTAND_THE_SMS_OUTBOX_IS_PUBLIC=1`,
    );
  }
  problems.push(...ordersEnvProblems(env, sandboxGatewaysOf(env)));
  problems.push(...kafooEnvProblems(env));
  if (env.FILE_STORAGE === "s3") {
    for (const name of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[name]) problems.push(`${name}: required when FILE_STORAGE=s3`);
    }
  }
  return problems;
}
