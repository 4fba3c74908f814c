/**
 * Trace context (docs/decisions/082-tracing.md). Only `@opentelemetry/api` is loaded here: until
 * `startTracing` registers an SDK, every call below works on its no-op tracer and costs next to nothing,
 * sends nothing and adds no header. Never put statement values, query strings or personal data on a span.
 */
import {
  type Attributes,
  context,
  isSpanContextValid,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";

export const TRACER_NAME = "zain-iraq-web";

const tracer = () => trace.getTracer(TRACER_NAME);

/** The W3C `traceparent` (and `tracestate`) of the active span, for a call to the API; empty when off. */
export function traceHeaders(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** The active span's trace id, for log lines; undefined when tracing is off or no span is active. */
export function activeTraceId(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

/**
 * Runs `fn` inside a SERVER span. In this process's own calls (pages to the in-process API) the active
 * span is the parent; otherwise the caller's `traceparent`, when it sent a valid one.
 */
export async function inServerSpan<T>(
  name: string,
  headers: Headers,
  attributes: Attributes,
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  const active = context.active();
  const parent = trace.getSpan(active)
    ? active
    : propagation.extract(active, headers, {
        get: (carrier, key) => carrier.get(key) ?? undefined,
        keys: (carrier) => [...carrier.keys()],
      });
  return inSpan(name, SpanKind.SERVER, attributes, fn, parent);
}

/** Runs `fn` inside a span of the given kind; a thrown error marks the span as failed and is rethrown. */
export function inSpan<T>(
  name: string,
  kind: SpanKind,
  attributes: Attributes,
  fn: (span: Span) => Promise<T>,
  parent = context.active(),
): Promise<T> {
  return tracer().startActiveSpan(name, { kind, attributes }, parent, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : "error" });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The first keyword of a statement (select, insert, begin…): never more of it. */
export function operationOf(statement: unknown): string | undefined {
  const text = typeof statement === "string" ? statement : (statement as { text?: unknown } | null)?.text;
  if (typeof text !== "string") return undefined;
  const word = /^\s*(?:\/\*[\s\S]*?\*\/\s*)*([A-Za-z]+)/.exec(text)?.[1];
  return word?.toUpperCase();
}

const noEnd = (_failed: boolean) => undefined;

/**
 * A CLIENT span for one SQL statement, child of the active span; `end(failed)` closes it. Statements
 * outside any span (migrations, seeding, background jobs) are not traced: each would be a trace alone.
 */
export function startStatementSpan(statement: unknown): (failed: boolean) => void {
  if (!trace.getActiveSpan()) return noEnd;
  const operation = operationOf(statement);
  const span = tracer().startSpan(operation ?? "postgresql", {
    kind: SpanKind.CLIENT,
    attributes: { "db.system.name": "postgresql", ...(operation ? { "db.operation.name": operation } : {}) },
  });
  return (failed) => {
    if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
}
