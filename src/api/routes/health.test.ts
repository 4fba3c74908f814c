import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";

test("/healthz answers while the process is alive", () =>
  withRollback(async (db) => {
    const res = await call(testApi(db), "/healthz", { key: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  }));

test("/readyz is 200 while the database answers and 503 with a reason when it does not", () =>
  withRollback(async (db) => {
    expect((await call(testApi(db), "/readyz", { key: null })).status).toBe(200);
    const broken = { ...db, ping: () => Promise.reject(new Error("connection refused")) };
    const res = await call(testApi(broken), "/readyz", { key: null });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "unavailable", reason: "database: connection refused" });
  }));

test("/builds/latest.json returns the running build's id and timestamp, uncached", () =>
  withRollback(async (db) => {
    const res = await call(testApi(db), "/builds/latest.json?t=1700000000000", { key: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: "test-build", timestamp: "2026-01-01T00:00:00.000Z" });
    expect(res.headers.get("cache-control")).toBe("no-cache");
  }));
