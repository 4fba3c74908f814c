import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { countEvent } from "../../lib/metrics.server.ts";

test("/healthz answers while the process is alive", () =>
  withRollback(async (db) => {
    const res = await call(testApi(db), "/healthz", { key: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  }));

test("/readyz is 200 while the database answers and 503 naming it, not its error, when it does not", () =>
  withRollback(async (db) => {
    expect((await call(testApi(db), "/readyz", { key: null })).status).toBe(200);
    const broken = { ...db, ping: () => Promise.reject(new Error("connect ECONNREFUSED 10.0.0.7:5432 user=app")) };
    const res = await call(testApi(broken), "/readyz", { key: null });
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toMatchObject({ status: "unavailable", reason: "database: unreachable" });
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|10\.0\.0\.7|user=/);
  }));

test("/readyz stays 200 while only Redis is away, saying redis is degraded", () =>
  withRollback(async (db) => {
    const fallback = { hit: () => Promise.reject(new Error("not used")) };
    const up = testApi(db, { throttle: { counter: fallback, status: async () => "ok" } });
    expect(await (await call(up, "/readyz", { key: null })).json()).toMatchObject({ status: "ready", redis: "ok" });

    const away = testApi(db, { throttle: { counter: fallback, status: async () => "degraded" } });
    const res = await call(away, "/readyz", { key: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ready", redis: "degraded", reason: "redis: unreachable" });

    const both = testApi(
      { ...db, ping: () => Promise.reject(new Error("timeout")) },
      { throttle: { counter: fallback, status: async () => "degraded" } },
    );
    const down = await call(both, "/readyz", { key: null });
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({
      status: "unavailable",
      redis: "degraded",
      reason: "database: unreachable",
    });
  }));

test("/builds/latest.json returns the running build's id and timestamp, uncached", () =>
  withRollback(async (db) => {
    const res = await call(testApi(db), "/builds/latest.json?t=1700000000000", { key: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: "test-build", timestamp: "2026-01-01T00:00:00.000Z" });
    expect(res.headers.get("cache-control")).toBe("no-cache");
  }));

test("/metrics is closed without METRICS_TOKEN and opens only to its bearer token", () =>
  withRollback(async (db) => {
    expect((await call(testApi(db), "/metrics", { key: null })).status).toBe(404);
    const token = "metrics-token-for-the-test-0123456789abcdef";
    const api = testApi(db, { config: testConfig({ PAYMENT_GATEWAY: "sandbox", METRICS_TOKEN: token }) });
    expect((await call(api, "/metrics", { key: null })).status).toBe(404);
    const wrong = { key: null, headers: { Authorization: `Bearer ${token.replace("0", "1")}` } };
    expect((await call(api, "/metrics", wrong)).status).toBe(404);
    countEvent("health_test_events_total", "Events counted by the health test");
    const res = await call(api, "/metrics", { key: null, headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(await res.text()).toContain("health_test_events_total 1");
  }));
