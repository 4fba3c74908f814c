import { createServer } from "node:net";
import { expect, onTestFinished, test } from "vitest";
import { call, testApi } from "../../tests/api.ts";
import { silentLogger } from "../../tests/config.ts";
import { withRollback } from "../../tests/database.ts";
import { startTcpProxy } from "../../tests/tcp-proxy.ts";
import { redisThrottle } from "../adapters/rate-limit/redis-limiter.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { databaseCounter } from "../domain/limits/rate-limiter.ts";

// Redis keeps only throttles (search); sign-in, codes, cards and payments are limited in the
// database, so a Redis outage neither hangs them nor restarts their budgets (docs/decisions/033-durable-limits-and-redis-throttles.md).

const redisUrl = process.env.TEST_REDIS_URL;

function apiWithRedis(database: DatabaseHandle, url: string) {
  const throttle = redisThrottle(url, databaseCounter(database.db), silentLogger(), { pauseAfterFailureMs: 200 });
  onTestFinished(() => throttle.close());
  return testApi(database, { throttle });
}

/** One client (its own address, so runs sharing a Redis do not share its counts). */
function client(api: ReturnType<typeof testApi>) {
  const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}-${process.pid}-${Date.now()}`;
  const headers = { "Content-Type": "application/json", "X-Client-IP": address };
  let n = 0;
  return {
    /** A wrong sign-in, by default for a new number each time (the per-number limit stays out of the way). */
    signIn: async (msisdn = `0789${String(++n).padStart(7, "0")}`) => {
      const res = await call(api, "/api/v1/auth/login", {
        method: "POST",
        headers,
        body: JSON.stringify({ msisdn, password: "not the password" }),
      });
      return res.status;
    },
    /** A search suggestion (throttled per client), and how long it took. */
    search: async () => {
      const start = performance.now();
      const res = await call(api, "/api/v1/search/suggest?q=inter", { headers });
      return { status: res.status, ms: performance.now() - start };
    },
    readyz: async () => (await call(api, "/readyz", { key: null })).json(),
  };
}

async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return address && typeof address === "object" ? address.port : 1;
}

test(
  "with Redis refusing connections, search answers at once, sign-in keeps its limits and /readyz says degraded",
  () =>
    withRollback(async (database) => {
      // A first search on a cold process is slow for reasons of its own; Redis is not in this one.
      expect((await client(testApi(database)).search()).status).toBe(200);
      const visitor = client(apiWithRedis(database, `redis://127.0.0.1:${await closedPort()}`));
      const searches = [await visitor.search(), await visitor.search(), await visitor.search()];
      expect(searches.map((s) => s.status)).toEqual([200, 200, 200]);
      expect(Math.max(...searches.map((s) => s.ms)), JSON.stringify(searches)).toBeLessThan(500);

      // Ten wrong passwords a number in 15 minutes, counted in the database.
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push(await visitor.signIn("07891234567"));
      expect(statuses).toEqual([...Array(10).fill(422), 429]);

      expect(await visitor.readyz()).toMatchObject({ status: "ready", redis: "degraded" });
    }),
  120_000,
);

test.runIf(redisUrl)(
  "the sign-in limit of 50 per client is not restarted when Redis goes away mid-window",
  () =>
    withRollback(async (database) => {
      const target = new URL(redisUrl ?? "");
      const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
      onTestFinished(() => proxy.close());
      const visitor = client(apiWithRedis(database, `redis://127.0.0.1:${proxy.port}`));
      for (let i = 0; i < 50 && (await visitor.readyz()).redis !== "ok"; i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await visitor.readyz()).toMatchObject({ status: "ready", redis: "ok" });

      const statuses = [];
      for (let i = 0; i < 30; i++) statuses.push(await visitor.signIn());
      expect((await visitor.search()).status).toBe(200);

      await proxy.cut();
      const during = await visitor.search();
      expect(during.status).toBe(200);
      expect(during.ms).toBeLessThan(500);
      for (let i = 0; i < 25; i++) statuses.push(await visitor.signIn());
      expect(statuses.slice(0, 50).every((s) => s === 422)).toBe(true);
      expect(statuses.slice(50)).toEqual([429, 429, 429, 429, 429]);
      expect(await visitor.readyz()).toMatchObject({ status: "ready", redis: "degraded" });

      await proxy.restore();
      for (let i = 0; i < 100 && (await visitor.readyz()).redis !== "ok"; i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await visitor.readyz()).toMatchObject({ status: "ready", redis: "ok" });
      expect(await visitor.signIn()).toBe(429);
    }),
  120_000,
);
