import { expect, test } from "vitest";
import { call, testApi } from "../../tests/api.ts";
import { silentLogger, testConfig } from "../../tests/config.ts";
import { withRollback } from "../../tests/database.ts";
import { metricNames, sampleValue } from "../../tests/prometheus-text.ts";
import { enqueueSms } from "../domain/sms/outbox.ts";
import { type Job, runJobOnce } from "../jobs/job-runner.server.ts";
import { newRouter } from "./router.ts";

const TOKEN = "metrics-token-for-the-test-0123456789abcdef";
const config = testConfig({ PAYMENT_GATEWAY: "sandbox", METRICS_TOKEN: TOKEN });
const withToken = { key: null, headers: { Authorization: `Bearer ${TOKEN}` } };

/** A route module whose one route fails, standing for any handler that throws. */
function failingRoutes() {
  const router = newRouter();
  router.get("/metrics-test-failure", () => {
    throw new Error("the handler broke");
  });
  return [{ path: "/", router }];
}

test("/metrics shows requests by route group, job runs, outbox depth and the process, and its counters move", () =>
  withRollback(async (db) => {
    const api = testApi(db, { config });
    const before = await (await call(api, "/metrics", withToken)).text();
    const requests = (group: string, statusClass: string, text: string) =>
      sampleValue(text, "api_requests_total", { group, status_class: statusClass }) ?? 0;

    expect((await call(api, "/api/v1/locales")).status).toBe(200);
    expect((await call(api, "/api/v1/no-such-thing/42")).status).toBe(404);
    expect((await call(testApi(db, { config, routes: failingRoutes() }), "/api/v1/metrics-test-failure")).status).toBe(
      500,
    );
    const ok: Job = { name: "metrics-test-ok", everyMs: 3_600_000, run: async () => ({}) };
    const broken: Job = { name: "metrics-test-broken", everyMs: 3_600_000, run: () => Promise.reject(new Error("x")) };
    const ctx = { db: db.db, config, log: silentLogger() };
    expect(await runJobOnce(ctx, ok)).toBe("ran");
    expect(await runJobOnce(ctx, broken)).toBe("failed");
    await enqueueSms(db.db, "9647801234567", "metrics test");

    const res = await call(api, "/metrics", withToken);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const after = await res.text();

    expect(requests("locales", "2xx", after)).toBe(requests("locales", "2xx", before) + 1);
    // Raw paths never become labels: a path no route knows is one group, whatever it was.
    expect(requests("unmatched", "4xx", after)).toBe(requests("unmatched", "4xx", before) + 1);
    expect(after).not.toContain("no-such-thing");
    expect(requests("metrics-test-failure", "5xx", after)).toBe(1);
    expect(requests("system", "2xx", after)).toBeGreaterThan(requests("system", "2xx", before));
    expect(sampleValue(after, "api_request_duration_seconds_count", { group: "locales" })).toBeGreaterThan(0);

    const runs = (job: string, outcome: string, text: string) =>
      sampleValue(text, "job_runs_total", { job, outcome }) ?? 0;
    expect(runs("metrics-test-ok", "succeeded", after)).toBe(runs("metrics-test-ok", "succeeded", before) + 1);
    expect(runs("metrics-test-broken", "failed", after)).toBe(runs("metrics-test-broken", "failed", before) + 1);
    expect(sampleValue(after, "job_duration_seconds_count", { job: "metrics-test-ok" })).toBeGreaterThan(0);

    const pending = (text: string) => sampleValue(text, "outbox_messages", { channel: "sms", status: "pending" });
    expect(pending(after)).toBe((pending(before) ?? 0) + 1);
    expect(sampleValue(after, "outbox_messages", { channel: "email", status: "failed" })).toBeDefined();
    for (const state of ["created", "pending", "succeeded", "refund_failed"]) {
      expect(sampleValue(after, "payments_in_state", { state })).toBeGreaterThanOrEqual(0);
    }
    expect(sampleValue(after, "db_query_duration_seconds_count", { database: db.kind })).toBeGreaterThan(
      sampleValue(before, "db_query_duration_seconds_count", { database: db.kind }) ?? 0,
    );

    const names = metricNames(after);
    for (const name of [
      "api_requests_total",
      "api_request_duration_seconds",
      "http_requests_total",
      "http_request_duration_seconds",
      "db_query_duration_seconds",
      "db_query_errors_total",
      "db_pool_connections",
      "db_pool_idle_connections",
      "db_pool_waiting_requests",
      "job_runs_total",
      "job_duration_seconds",
      "outbox_messages",
      "payments_in_state",
      "nodejs_eventloop_lag_seconds",
      "nodejs_eventloop_lag_p99_seconds",
      "process_cpu_seconds_total",
    ]) {
      expect(names, name).toContain(name);
    }
  }));

test("/metrics answers 404 without the token, with a wrong one, and when METRICS_TOKEN is unset", () =>
  withRollback(async (db) => {
    const api = testApi(db, { config });
    expect((await call(api, "/metrics", { key: null })).status).toBe(404);
    const wrong = { key: null, headers: { Authorization: `Bearer ${TOKEN.replace("0", "1")}` } };
    expect((await call(api, "/metrics", wrong)).status).toBe(404);
    expect((await call(testApi(db), "/metrics", withToken)).status).toBe(404);
  }));
