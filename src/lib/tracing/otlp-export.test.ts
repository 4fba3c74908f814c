import { createServer, type IncomingMessage } from "node:http";
import { SpanKind } from "@opentelemetry/api";
import { expect, test } from "vitest";
import { startTracing } from "./setup.server.ts";
import { inSpan } from "./tracing.server.ts";

type Received = { method?: string; url?: string; contentType?: string; body: string };

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

test("spans are posted over OTLP/HTTP to <endpoint>/v1/traces, named by service, batched", async () => {
  const received: Received[] = [];
  const collector = createServer(async (request, response) => {
    received.push({
      method: request.method,
      url: request.url,
      contentType: request.headers["content-type"],
      body: await readBody(request),
    });
    response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  const address = collector.address();
  const port = typeof address === "object" && address ? address.port : 0;
  try {
    const tracing = await startTracing({ endpoint: `http://127.0.0.1:${port}/`, serviceName: "zain-otlp-test" });
    let traceId = "";
    await inSpan("GET", SpanKind.SERVER, { "url.path": "/en/stores" }, async (span) => {
      traceId = span.spanContext().traceId;
    });
    expect(received).toHaveLength(0); // batched: nothing leaves per span
    await tracing?.shutdown(); // sends what the batch still holds
    expect(received).toHaveLength(1);
    const [post] = received;
    expect(post?.method).toBe("POST");
    expect(post?.url).toBe("/v1/traces");
    expect(post?.contentType).toContain("application/json");
    const body = JSON.parse(post?.body ?? "{}");
    const resource = JSON.stringify(body.resourceSpans[0].resource);
    expect(resource).toContain("zain-otlp-test");
    const span = body.resourceSpans[0].scopeSpans[0].spans[0];
    expect(span.traceId).toBe(traceId);
    expect(span.name).toBe("GET");
    expect(span.kind).toBe(2); // SERVER in OTLP's numbering
  } finally {
    collector.close();
  }
});
