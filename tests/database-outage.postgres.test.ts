import { sql } from "drizzle-orm";
import { expect, inject, test } from "vitest";
import { openPostgres } from "../src/db/client.server.ts";
import { isDatabaseUnavailable } from "../src/db/unavailable.ts";
import { call, testApi } from "./api.ts";
import { onPostgres } from "./database.ts";
import { makeCustomer } from "./factories/accounts.ts";
import { startTcpProxy } from "./tcp-proxy.ts";
import { sessionToken, testPages } from "./web-pages.ts";

// A real server behind a proxy the test silences or cuts (never the shared server itself), with
// short limits so the test stays quick; production's defaults are a few seconds each.
const TIMEOUTS = { statementMs: 1_000, connectMs: 1_000, idleInTransactionMs: 2_000 };
const BOUND_MS = 4_000;

async function proxiedDatabase() {
  const url = new URL(inject("databaseUrl") ?? "");
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = "127.0.0.1";
  url.port = String(proxy.port);
  const database = openPostgres(url.toString(), 2, { timeouts: TIMEOUTS, onPoolError: () => undefined });
  return {
    proxy,
    database,
    [Symbol.asyncDispose]: async () => {
      await proxy.close();
      await database.close().catch(() => undefined);
    },
  };
}

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** Asks until the answer has the wanted status: the pool notices dropped connections a moment later. */
async function eventually(ask: () => Promise<Response>, status: number) {
  const deadline = Date.now() + BOUND_MS;
  let response = await ask();
  while (response.status !== status && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    response = await ask();
  }
  return response;
}

test.runIf(onPostgres())(
  "with the database silent, then gone, the API answers 503 with Retry-After within seconds, and serves again after",
  async () => {
    await using setup = await proxiedDatabase();
    const { proxy, database } = setup;
    const api = testApi(database);
    const { msisdn } = await makeCustomer(database.db);
    const token = await sessionToken(api, msisdn);
    const session = () => call(api, "/api/v1/auth/session", { headers: { Authorization: `Bearer ${token}` } });
    expect((await session()).status).toBe(200);

    for (const outage of [() => proxy.silence(), () => proxy.cut()]) {
      await outage();
      // More requests than the pool has connections: none waits for a connection unboundedly.
      const { result, ms } = await timed(() => Promise.all(Array.from({ length: 6 }, session)));
      expect(ms).toBeLessThan(BOUND_MS);
      for (const response of result) {
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("5");
        expect(await response.json()).toMatchObject({ code: "service_unavailable", requestId: expect.any(String) });
      }
      await proxy.restore();
      expect((await eventually(session, 200)).status).toBe(200);
    }
  },
);

test.runIf(onPostgres())(
  "during a database outage a myzain page shows the 503 error page and keeps the session cookie, which works again after",
  async () => {
    await using setup = await proxiedDatabase();
    const { proxy, database } = setup;
    const api = testApi(database);
    const { msisdn } = await makeCustomer(database.db);
    const cookie = { headers: { Cookie: `auth_token=${encodeURIComponent(await sessionToken(api, msisdn))}` } };
    const page = testPages((request) => api.fetch(request));
    expect((await page("/en/myzain", cookie)).status).toBe(200);

    proxy.silence();
    const { result: outage, ms } = await timed(() => page("/en/myzain", cookie));
    expect(ms).toBeLessThan(BOUND_MS);
    expect(outage.status).toBe(503);
    expect(outage.headers.get("retry-after")).toBe("5");
    expect(outage.headers.getSetCookie()).toEqual([]);
    expect(await outage.text()).toContain("Temporarily Unavailable");

    await proxy.restore();
    const back = await eventually(() => page("/en/myzain", cookie), 200);
    expect(back.status).toBe(200);
    expect(back.headers.getSetCookie()).toEqual([]);
  },
);

test.runIf(onPostgres())(
  "a statement past the limit is cancelled by the server and counts as unavailable; the connection stays usable",
  async () => {
    await using setup = await proxiedDatabase();
    const { database } = setup;
    const slow = await database.db.execute(sql`select pg_sleep(3)`).catch((error: unknown) => error);
    expect(isDatabaseUnavailable(slow)).toBe(true);
    expect(slow).toMatchObject({ cause: { code: "57014" } });
    expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  },
);
