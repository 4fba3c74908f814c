import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { webEnvContext } from "../../../app/context.ts";
import { apiFor } from "../../../app/lib/api.server.ts";
import { testApi } from "../../../tests/api.ts";
import { testConfig } from "../../../tests/config.ts";
import { testDatabase } from "../../../tests/database.ts";
import { listStoresOp } from "../../contracts/api/places.ts";
import { createServerApp } from "../../server/server-app.server.ts";
import { createLogger } from "../logger.server.ts";
import { startTracing } from "./setup.server.ts";

/** Where @opentelemetry/api keeps what an SDK registers (tracer provider, context manager, propagator). */
const registered = () => (globalThis as Record<symbol, object | undefined>)[Symbol.for("opentelemetry.js.api.1")];

test("tracing is off by default: no SDK is registered and pages send the API no traceparent", async () => {
  const config = testConfig();
  expect(config.tracing).toBeNull();
  expect(await startTracing(config.tracing)).toBeNull();

  const api = testApi(await testDatabase());
  const headers: Headers[] = [];
  const lines: string[] = [];
  const app = createServerApp({
    config: api.config,
    logger: createLogger("info", {}, { write: (line: string) => void lines.push(line) }),
    build: { id: "b-1", timestamp: "2026-11-22T00:00:00.000Z" },
    api: api.fetch,
    clientDir: mkdtempSync(join(tmpdir(), "zain-client-")),
    web: async (request, env) => {
      const context = new RouterContextProvider();
      const transport = env.apiTransport;
      context.set(webEnvContext, {
        ...env,
        apiTransport: (call) => {
          headers.push(call.headers);
          return transport(call);
        },
      });
      const stores = await apiFor(context, request, "en").call(listStoresOp);
      return new Response(`<p>${stores.length} stores</p>`, { headers: { "Content-Type": "text/html" } });
    },
  });
  const response = await app.request("/en/stores", {
    headers: { traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01" },
  });
  expect(response.status).toBe(200);
  expect(headers).toHaveLength(1);
  expect(headers[0]?.get("x-request-id")).toBe(response.headers.get("x-request-id"));
  expect(headers[0]?.has("traceparent")).toBe(false);
  expect(response.headers.has("traceparent")).toBe(false);
  expect(registered()).toBeUndefined();
  expect(lines.join("")).toContain('"msg":"request"');
  expect(lines.join("")).not.toContain("trace_id");
});

test("OTEL_EXPORTER_OTLP_ENDPOINT turns tracing on, with the service name defaulting to zain-iraq-web", () => {
  expect(testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" }).tracing).toEqual({
    endpoint: "http://collector:4318",
    serviceName: "zain-iraq-web",
  });
  expect(() => testConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
});
