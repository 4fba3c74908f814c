import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApiProxy } from "./proxy.server.ts";
import { remoteApiTransport } from "./remote-api.server.ts";

// An API that accepts connections and then never answers: the hang a deadline exists for.
let silent: Server;
let origin: string;
beforeAll(async () => {
  silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});
afterAll(() => {
  silent.closeAllConnections();
  silent.close();
});

test("a page's call to a silent API fails as an outage at the deadline instead of hanging", async () => {
  const started = Date.now();
  const call = remoteApiTransport(300)(new Request(`${origin}/api/v1/catalogue`));
  await expect(call).rejects.toBeInstanceOf(TypeError);
  expect(Date.now() - started).toBeLessThan(3_000);
});

test("a browser's API request through a web-only instance gets the API's 503 shape, localized", async () => {
  const proxy = createApiProxy(origin, 300);
  const res = await proxy(new Request("http://site.test/api/v1/catalogue", { headers: { "Accept-Language": "ar" } }));
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toBe("5");
  const body = await res.json();
  expect(body.code).toBe("service_unavailable");
  expect(body.message).toMatch(/[\u0600-\u06FF]/);
  expect(typeof body.requestId).toBe("string");
});

test("a refused connection is the same 503, not a 500", async () => {
  const proxy = createApiProxy("http://127.0.0.1:9", 300);
  const res = await proxy(new Request("http://site.test/api/v1/catalogue"));
  expect(res.status).toBe(503);
  expect((await res.json()).code).toBe("service_unavailable");
});
