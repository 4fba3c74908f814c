import { DrizzleQueryError } from "drizzle-orm/errors";
import { expect, test } from "vitest";
import { call, testApi } from "../../tests/api.ts";
import { withRollback } from "../../tests/database.ts";
import type { RouteModule } from "../api/app.ts";
import { newRouter } from "../api/router.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError("select 1", [], cause);

test("connection, silence and time-out errors of the driver count as the database being unavailable", () => {
  for (const error of [
    withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
    new Error("timeout exceeded when trying to connect"),
    new Error("Connection terminated due to connection timeout"),
    new Error("Connection terminated unexpectedly"),
    new Error("Query read timeout"),
    withCode("canceling statement due to statement timeout", "57014"),
    withCode("terminating connection due to administrator command", "57P01"),
    withCode("sorry, too many clients already", "53300"),
    withCode("connection failure", "08006"),
  ]) {
    expect(isDatabaseUnavailable(error), error.message).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error)), `wrapped ${error.message}`).toBe(true);
  }
});

test("bugs and bad data are not an outage", () => {
  for (const error of [
    new Error("boom"),
    withCode('duplicate key value violates unique constraint "x"', "23505"),
    withCode('relation "nope" does not exist', "42P01"),
    wrapped(withCode("division by zero", "22012")),
  ]) {
    expect(isDatabaseUnavailable(error), error.message).toBe(false);
  }
  expect(isDatabaseUnavailable("Query read timeout")).toBe(false);
});

function failing(error: Error): RouteModule {
  const router = newRouter();
  router.get("/fails", () => {
    throw error;
  });
  return { path: "/", router };
}

test("the API answers an unreachable database with 503, Retry-After and the one error shape, in the caller's language", () =>
  withRollback(async (db) => {
    const api = testApi(db, { routes: [failing(wrapped(withCode("connect ECONNREFUSED", "ECONNREFUSED")))] });
    const res = await call(api, "/api/v1/fails", { headers: { "Accept-Language": "ar" } });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toEqual({
      code: "service_unavailable",
      message: "خدمتنا غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى بعد قليل.",
      requestId: expect.any(String),
    });

    const bug = await call(testApi(db, { routes: [failing(new Error("boom"))] }), "/api/v1/fails");
    expect(bug.status).toBe(500);
    expect(bug.headers.get("retry-after")).toBeNull();
  }));
