import { type Logger, pino } from "pino";

export type { Logger };

/**
 * JSON logs on stdout. Anything that could carry a secret is redacted by path, as a safety net:
 * code must still never log passwords, one-time codes, tokens or voucher codes on purpose.
 */
export function createLogger(level: string, base: Record<string, unknown> = {}): Logger {
  return pino({
    level,
    base: { service: "zain-web", ...base },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: {
      paths: [
        "authorization",
        "cookie",
        "*.authorization",
        "*.cookie",
        "*.password",
        "*.token",
        "*.secret",
        "headers.authorization",
        "headers.cookie",
        'headers["x-api-key"]',
      ],
      censor: "[redacted]",
    },
  });
}
