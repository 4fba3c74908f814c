/**
 * Starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/decisions/082-tracing.md). The SDK is
 * imported here and only here, dynamically: with tracing off it is never loaded and the API's no-op
 * tracer stays in place. Spans leave in batches over OTLP/HTTP to `<endpoint>/v1/traces`.
 */
import { context, propagation, trace } from "@opentelemetry/api";
import type { SpanExporter } from "@opentelemetry/sdk-trace";

export type TracingConfig = { endpoint: string; serviceName: string };

export type Tracing = {
  /** Sends the spans still held and unregisters the SDK. */
  shutdown: () => Promise<void>;
};

/**
 * Registers the tracer provider, the AsyncLocalStorage context manager and the W3C trace-context
 * propagator. `exporter` replaces the OTLP exporter (tests hand an in-memory one, sent span by span).
 */
export async function startTracing(config: TracingConfig | null, exporter?: SpanExporter): Promise<Tracing | null> {
  if (!config) return null;
  const [sdk, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, { resourceFromAttributes }] =
    await Promise.all([
      import("@opentelemetry/sdk-trace"),
      import("@opentelemetry/context-async-hooks"),
      import("@opentelemetry/core"),
      import("@opentelemetry/resources"),
    ]);
  const processor = exporter
    ? new sdk.SimpleSpanProcessor({ exporter })
    : new sdk.BatchSpanProcessor({ exporter: await otlpExporter(config.endpoint) });
  const provider = new sdk.TracerProvider({
    resource: resourceFromAttributes({ "service.name": config.serviceName }),
    spanProcessors: [processor],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return {
    shutdown: async () => {
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

async function otlpExporter(endpoint: string): Promise<SpanExporter> {
  const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
  return new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, "")}/v1/traces` });
}
