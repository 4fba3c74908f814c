import { expect, inject, test } from "vitest";
import { openPostgres } from "../src/db/client.server.ts";
import { call, testApi } from "./api.ts";
import { onPostgres } from "./database.ts";
import { startTcpProxy } from "./tcp-proxy.ts";

// Needs a real server connection to cut; runs in the PostgreSQL pass of the suite.
test.runIf(onPostgres())(
  "/readyz turns 503 while the database is unreachable and 200 again without a restart",
  async () => {
    const url = new URL(inject("databaseUrl") ?? "");
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    const database = openPostgres(url.toString(), 2);
    const api = testApi(database);
    try {
      expect((await call(api, "/readyz", { key: null })).status).toBe(200);

      await proxy.cut();
      const down = await call(api, "/readyz", { key: null });
      expect(down.status).toBe(503);
      expect((await down.json()).reason).toBe("database: unreachable");

      await proxy.restore();
      expect((await call(api, "/readyz", { key: null })).status).toBe(200);
    } finally {
      await database.close().catch(() => undefined);
      await proxy.close();
    }
  },
);
