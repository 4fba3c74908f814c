import type { Logger } from "../lib/logger.server.ts";
import type { Config } from "./config.server.ts";

export type SecurityWarning = { setting: string; risk: string };

/**
 * The production settings that weaken security, each with what it exposes. They are allowed (a
 * staging site needs some of them), but never silently: the server logs each at every start.
 * Outside production there is nothing to warn about.
 */
export function securityWarnings(config: Config): SecurityWarning[] {
  if (config.env !== "production") return [];
  const servesApi = config.server.role !== "web";
  const warnings: SecurityWarning[] = [];
  const warn = (setting: string, risk: string) => warnings.push({ setting, risk });

  if (servesApi && config.demoMode) {
    warn(
      "DEMO_MODE",
      "the SMS outbox is public (acknowledged by I_UNDERSTAND_THE_SMS_OUTBOX_IS_PUBLIC): anyone with the public API key reads every number's codes at /api/v1/dev/sms-outbox and can reset any password; the demo accounts and scratch cards are public too",
    );
  }
  if (servesApi && config.sandboxGateways) {
    const used = config.payments.gateway === "sandbox" ? ", and new payments use it" : "";
    warn(
      "SANDBOX_GATEWAYS",
      `the sandbox payment gateway is allowed: its test cards credit lines without money${used}`,
    );
  }
  if (config.server.trustProxy) {
    warn(
      "TRUST_PROXY",
      "the client address is taken from X-Forwarded-For: a client that reaches this server without passing the proxy chooses its own address and escapes the per-client rate limits",
    );
  }
  if (config.auth.refreshEnabled) {
    warn(
      "AUTH_REFRESH_ENABLED",
      "sign-in also returns a refresh token: whoever steals one keeps the session going after it would have ended",
    );
  }
  if (new URL(config.server.publicOrigin).protocol !== "https:") {
    warn(
      "PUBLIC_ORIGIN",
      `${config.server.publicOrigin} is not https: passwords and session cookies cross the network in clear (and browsers drop the Secure cookies)`,
    );
  }
  if (config.api.externalBaseUrl && new URL(config.api.externalBaseUrl).protocol !== "https:") {
    warn(
      "API_BASE_URL",
      "the API is called over plain http: session tokens travel unencrypted to it, so that network must be private",
    );
  }
  if (config.gtm.enabled) {
    warn(
      "ENABLE_GTM",
      "once a visitor consents, the tag manager's scripts run on every page with the page's own rights, signed-in pages included",
    );
  }
  return warnings;
}

/** Logs every warning of `securityWarnings` at warn level; called once at start-up. */
export function logSecurityWarnings(config: Config, logger: Logger): void {
  for (const { setting, risk } of securityWarnings(config)) {
    logger.warn({ setting }, `weakened security: ${setting}: ${risk}`);
  }
}
