import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SpanKind } from "@opentelemetry/api";
import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace";
import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, expect, test } from "vitest";
import { webEnvContext } from "../../../app/context.ts";
import { apiFor } from "../../../app/lib/api.server.ts";
import { call, testApi } from "../../../tests/api.ts";
import { silentLogger } from "../../../tests/config.ts";
import { testDatabase } from "../../../tests/database.ts";
import { listStoresOp } from "../../contracts/api/places.ts";
import { createServerApp } from "../../server/server-app.server.ts";
import type { WebHandler } from "../../server/web-handler.server.ts";
import { createLogger } from "../logger.server.ts";
import { startTracing, type Tracing } from "./setup.server.ts";
import { activeTraceId, inSpan } from "./tracing.server.ts";

const exporter = new InMemorySpanExporter();
let tracing: Tracing | null = null;

beforeAll(async () => {
  tracing = await startTracing({ endpoint: "http://127.0.0.1:9", serviceName: "zain-test" }, exporter);
});
afterAll(() => tracing?.shutdown());

/** A page as the web app renders one: it asks the API for the stores through the pages' API client. */
function storesPage(seen: { traceparent?: string | null; traceId?: string }): WebHandler {
  return async (request, env) => {
    const context = new RouterContextProvider();
    context.set(webEnvContext, env);
    const transport = env.apiTransport;
    env.apiTransport = (call) => {
      seen.traceparent = call.headers.get("traceparent");
      return transport(call);
    };
    seen.traceId = activeTraceId();
    const stores = await apiFor(context, request, "en").call(listStoresOp);
    return new Response(`<p>${stores.length} stores</p>`, { headers: { "Content-Type": "text/html" } });
  };
}

const byKind = (spans: ReadableSpan[], kind: SpanKind) => spans.filter((span) => span.kind === kind);

test("a page that calls the API that queries the database makes one trace: page, API request, statements", async () => {
  const api = testApi(await testDatabase());
  const seen: { traceparent?: string | null; traceId?: string } = {};
  const app = createServerApp({
    config: api.config,
    logger: silentLogger(),
    build: { id: "b-1", timestamp: "2026-11-22T00:00:00.000Z" },
    api: api.fetch,
    web: storesPage(seen),
    clientDir: mkdtempSync(join(tmpdir(), "zain-client-")),
  });
  const incoming = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
  const response = await app.request("/en/stores?governorate=baghdad", { headers: { traceparent: incoming } });
  expect(response.status).toBe(200);

  const spans = exporter.getFinishedSpans();
  const servers = byKind(spans, SpanKind.SERVER);
  expect(servers).toHaveLength(2);
  const page = servers.find((span) => span.attributes["url.path"] === "/en/stores");
  const apiRequest = servers.find((span) => span !== page);
  const statements = byKind(spans, SpanKind.CLIENT);
  // The page continues the caller's trace; everything below it shares that trace id.
  expect(page?.spanContext().traceId).toBe("0af7651916cd43dd8448eb211c80319c");
  expect(page?.parentSpanContext?.spanId).toBe("b7ad6b7169203331");
  expect(page?.attributes).toMatchObject({
    "http.request.method": "GET",
    "url.path": "/en/stores",
    "http.response.status_code": 200,
    "request.id": response.headers.get("x-request-id"),
  });
  expect(JSON.stringify(page?.attributes)).not.toContain("baghdad");
  expect(seen.traceId).toBe("0af7651916cd43dd8448eb211c80319c");
  expect(seen.traceparent).toMatch(/^00-0af7651916cd43dd8448eb211c80319c-[0-9a-f]{16}-01$/);

  expect(apiRequest?.parentSpanContext?.spanId).toBe(page?.spanContext().spanId);
  expect(apiRequest?.attributes).toMatchObject({ "http.route": "/api/v1/stores", "url.path": "/api/v1/stores" });
  expect(apiRequest?.name).toBe("GET /api/v1/stores");

  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) {
    expect(statement.spanContext().traceId).toBe("0af7651916cd43dd8448eb211c80319c");
    expect(statement.parentSpanContext?.spanId).toBe(apiRequest?.spanContext().spanId);
    expect(statement.attributes["db.system.name"]).toBe("postgresql");
    // The first keyword only: never the statement, never its values.
    expect(Object.keys(statement.attributes).sort()).toEqual(["db.operation.name", "db.system.name"]);
    expect(statement.attributes["db.operation.name"]).toMatch(/^[A-Z]+$/);
  }
  expect(statements.map((span) => span.attributes["db.operation.name"])).toContain("SELECT");
});

test("a statement run outside any request (migrations, jobs) makes no trace of its own", async () => {
  const before = exporter.getFinishedSpans().length;
  await (await testDatabase()).db.execute(sql`select 1`);
  await inSpan("job", SpanKind.INTERNAL, {}, async () => {
    await (await testDatabase()).db.execute(sql`select 1`);
  });
  const added = exporter.getFinishedSpans().slice(before);
  expect(added.map((span) => span.name)).toEqual(["SELECT", "job"]);
});

test("a log line written inside a span carries its trace id; one outside carries none", async () => {
  const lines: string[] = [];
  const logger = createLogger("info", {}, { write: (line: string) => void lines.push(line) });
  await inSpan("GET", SpanKind.SERVER, {}, async (span) => {
    logger.info("inside");
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ msg: "inside", trace_id: span.spanContext().traceId });
  });
  logger.info("outside");
  expect(JSON.parse(lines[1] ?? "{}")).not.toHaveProperty("trace_id");
  expect(lines).toHaveLength(2);
});

test("an API reached over HTTP (web-only instances) continues the page's traceparent header", async () => {
  const api = testApi(await testDatabase());
  const before = exporter.getFinishedSpans().length;
  const traceparent = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
  const response = await call(api, "/api/v1/stores", { headers: { traceparent } });
  expect(response.status).toBe(200);
  const added = exporter.getFinishedSpans().slice(before);
  const server = added.find((span) => span.kind === SpanKind.SERVER);
  expect(server?.spanContext().traceId).toBe("4bf92f3577b34da6a3ce929d0e0e4736");
  expect(server?.parentSpanContext?.spanId).toBe("00f067aa0ba902b7");
  expect(added.filter((span) => span.kind === SpanKind.CLIENT).length).toBeGreaterThan(0);
});
