import { type DestinationStream, type Logger, type LoggerOptions, pino } from "pino";
import { activeTraceId } from "./tracing/tracing.server.ts";

export type { Logger };

/**
 * JSON logs on stdout. Anything that could carry a secret is redacted by path, as a safety net:
 * code must still never log passwords, one-time codes, tokens or voucher codes on purpose.
 * `destination` replaces stdout (tests read the lines). With tracing on, a line written inside a span carries its `trace_id`, so logs and traces join.
 */
export function createLogger(
  level: string,
  base: Record<string, unknown> = {},
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    level,
    base: { service: "zain-web", ...base },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const traceId = activeTraceId();
      return traceId ? { trace_id: traceId } : {};
    },
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
  };
  return destination ? pino(options, destination) : pino(options);
}
