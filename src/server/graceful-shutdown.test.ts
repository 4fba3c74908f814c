import { Agent, createServer, request as httpRequest, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { silentLogger, testConfig } from "../../tests/config.ts";
import { createShutdown } from "./graceful-shutdown.server.ts";
import { createServerApp } from "./server-app.server.ts";

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.closeAllConnections();
});

async function listen(handler: RequestListener) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** One GET, resolving with the status and body, or the connection error's code. */
function get(port: number, agent?: Agent) {
  return new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

function deferred() {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { done, release };
}

test("a request in flight at the signal gets its answer, new connections are refused, and the database closes after", async () => {
  const events: string[] = [];
  const answer = deferred();
  const entered = deferred();
  const { server, port } = await listen(async (_req, res) => {
    entered.release();
    await answer.done;
    events.push("answered");
    res.end("paid");
  });
  const closer = async () => {
    events.push("database closed");
  };
  const shutdown = createShutdown({ server, closers: [closer], timeoutMs: 5_000, log: silentLogger() });

  const inFlight = get(port);
  await entered.done;
  expect(shutdown.isDraining()).toBe(false);
  const drained = shutdown.drain();
  expect(shutdown.isDraining()).toBe(true);
  expect(await get(port)).toEqual({ error: "ECONNREFUSED" });
  expect(events).toEqual([]);

  const answeredAt = Date.now();
  answer.release();
  expect(await inFlight).toEqual({ status: 200, body: "paid" });
  expect(await drained).toEqual({ drained: true, cutConnections: 0 });
  // The client's keep-alive socket, idle once answered, is closed rather than waited on.
  expect(Date.now() - answeredAt).toBeLessThan(1_500);
  expect(events).toEqual(["answered", "database closed"]);
  // A second signal waits for the same drain; nothing is closed twice.
  await shutdown.drain();
  expect(events).toEqual(["answered", "database closed"]);
});

test("a job running at the signal is let finish before the database is closed", async () => {
  const events: string[] = [];
  const { server } = await listen((_req, res) => res.end());
  const stopJobs = async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    events.push("job finished");
  };
  const closer = async () => {
    events.push("database closed");
  };
  const shutdown = createShutdown({ server, stopJobs, closers: [closer], timeoutMs: 5_000, log: silentLogger() });
  expect(await shutdown.drain()).toEqual({ drained: true, cutConnections: 0 });
  expect(events).toEqual(["job finished", "database closed"]);
});

test("a request still running at the bound is cut, and Redis and the database are closed all the same", async () => {
  const events: string[] = [];
  const entered = deferred();
  const { server, port } = await listen(() => {
    entered.release(); // never answers
  });
  const closers = [
    async () => {
      throw new Error("redis already gone");
    },
    async () => {
      events.push("database closed");
    },
  ];
  const shutdown = createShutdown({ server, closers, timeoutMs: 300, log: silentLogger() });
  const stuck = get(port);
  await entered.done;
  const started = Date.now();
  expect(await shutdown.drain()).toEqual({ drained: false, cutConnections: 1 });
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(await stuck).toEqual({ error: "ECONNRESET" });
  expect(events).toEqual(["database closed"]);
});

test("a browser's idle keep-alive connection does not hold the drain until the bound", async () => {
  const { server, port } = await listen((_req, res) => res.end("ok"));
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  expect(await get(port, agent)).toEqual({ status: 200, body: "ok" });
  const shutdown = createShutdown({ server, closers: [], timeoutMs: 10_000, log: silentLogger() });
  const started = Date.now();
  expect(await shutdown.drain()).toEqual({ drained: true, cutConnections: 0 });
  expect(Date.now() - started).toBeLessThan(1_000);
  agent.destroy();
});

test("once stopping, /readyz answers 503 so the balancer stops sending, while the API behind still answers", async () => {
  let stopping = false;
  const api = async () => Response.json({ status: "ready", database: "pglite" });
  const app = createServerApp({
    config: testConfig(),
    logger: silentLogger(),
    build: { id: "b-1", timestamp: "2026-11-28T00:00:00.000Z" },
    api,
    draining: () => stopping,
  });
  expect((await app.request("/readyz")).status).toBe(200);
  stopping = true;
  const ready = await app.request("/readyz");
  expect(ready.status).toBe(503);
  expect(ready.headers.get("cache-control")).toBe("no-store");
  expect(await ready.json()).toMatchObject({ status: "unavailable", reason: "shutting down" });
  expect((await app.request("/healthz")).status).toBe(200);
});
