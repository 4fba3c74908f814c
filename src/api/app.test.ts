import { expect, test } from "vitest";
import { z } from "zod";
import { call, testApi } from "../../tests/api.ts";
import { withRollback } from "../../tests/database.ts";
import { defineOperation } from "../contracts/api/operation.ts";
import type { RouteModule } from "./app.ts";
import { implement } from "./operation-route.ts";
import { newRouter } from "./router.ts";

/** A tiny resource standing in for real features: a form PUT (tunnelled) and a JSON PATCH. */
const profile = z.object({ name: z.string().min(2), language: z.enum(["en", "ar", "ku"]) });
const profileReply = profile.extend({ method: z.string() });
const putProfile = defineOperation({
  method: "put",
  path: "/profile",
  tags: ["Test"],
  summary: "Replace the profile from a form",
  auth: "apiKey",
  body: { type: "form", schema: profile },
  success: { status: 200, description: "ok", schema: profileReply },
  errors: [422],
});
const patchProfile = defineOperation({ ...putProfile, method: "patch", body: { type: "json", schema: profile } });

function profileRoutes(): RouteModule {
  const router = newRouter();
  implement(router, putProfile, (c, { body }) => ({ ...body, method: c.req.method }));
  implement(router, patchProfile, (c, { body }) => ({ ...body, method: c.req.method }));
  return { path: "/", router };
}

test("a request without X-API-Key gets 403 in the error shape, with the request id", () =>
  withRollback(async (db) => {
    const res = await call(testApi(db), "/api/v1/profile", { key: null });
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body).toEqual({ code: "api_key_missing", message: expect.any(String), requestId: expect.any(String) });
    expect(res.headers.get("x-request-id")).toBe(body.requestId);
  }));

test("an unknown API key gets 403 api_key_invalid, not 401", () =>
  withRollback(async (db) => {
    const res = await call(testApi(db), "/api/v1/profile", { key: "someone-elses-key" });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe("api_key_invalid");
  }));

test("an unknown API path gives the JSON error shape with 404, never HTML", () =>
  withRollback(async (db) => {
    const res = await call(testApi(db), "/api/v1/no/such/thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toMatchObject({ code: "not_found", requestId: expect.any(String) });
  }));

test("error messages follow Accept-Language while the code stays stable", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const ar = await (await call(api, "/api/v1/x", { key: null, headers: { "Accept-Language": "ar" } })).json();
    const ku = await (await call(api, "/api/v1/x", { key: null, headers: { "Accept-Language": "ckb" } })).json();
    expect(ar.code).toBe("api_key_missing");
    expect(ku.code).toBe("api_key_missing");
    expect(ar.message).toMatch(/[\u0600-\u06FF]/);
    expect(ku.message).toMatch(/[\u0600-\u06FF]/);
    expect(ar.message).not.toBe(ku.message);
  }));

test("a POST with _method=PUT and form data reaches the PUT handler, without the _method field", () =>
  withRollback(async (db) => {
    const api = testApi(db, { routes: [profileRoutes()] });
    const urlencoded = await call(api, "/api/v1/profile", {
      method: "POST",
      body: new URLSearchParams({ _method: "PUT", name: "Layla", language: "ar" }),
    });
    expect(urlencoded.status).toBe(200);
    expect(await urlencoded.json()).toEqual({ name: "Layla", language: "ar", method: "PUT" });

    const form = new FormData();
    form.set("_method", "put");
    form.set("name", "Karwan");
    form.set("language", "ku");
    const multipart = await call(api, "/api/v1/profile", { method: "POST", body: form });
    expect(multipart.status).toBe(200);
    expect(await multipart.json()).toEqual({ name: "Karwan", language: "ku", method: "PUT" });
  }));

test("_method cannot turn a POST into anything but PUT, PATCH or DELETE", () =>
  withRollback(async (db) => {
    const api = testApi(db, { routes: [profileRoutes()] });
    const res = await call(api, "/api/v1/profile", {
      method: "POST",
      body: new URLSearchParams({ _method: "GET", name: "Layla", language: "ar" }),
    });
    expect(res.status).toBe(404);
  }));

test("validation failures answer 422 and list every field", () =>
  withRollback(async (db) => {
    const api = testApi(db, { routes: [profileRoutes()] });
    const res = await call(api, "/api/v1/profile", {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "L", language: "fr" }),
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.code).toBe("validation_failed");
    expect(body.fields.map((f: { path: string }) => f.path).sort()).toEqual(["language", "name"]);
  }));

test("malformed JSON is a 400 in the error shape, not a 500", () =>
  withRollback(async (db) => {
    const api = testApi(db, { routes: [profileRoutes()] });
    const res = await call(api, "/api/v1/profile", {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("invalid_json");
  }));

test("a sane incoming X-Request-Id is kept; a malformed one is replaced", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const kept = await call(api, "/healthz", { headers: { "X-Request-Id": "edge-1234abcd" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-1234abcd");
    const replaced = await call(api, "/healthz", { headers: { "X-Request-Id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  }));

test("the OpenAPI description is public and lists routes with the error schema", () =>
  withRollback(async (db) => {
    const res = await call(testApi(db, { routes: [profileRoutes()] }), "/api/v1/openapi.json", { key: null });
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/healthz", "/readyz", "/builds/latest.json", "/api/v1/profile"]),
    );
    expect(doc.components.schemas.Error.required).toEqual(["code", "message", "requestId"]);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ in: "header", name: "X-API-Key" });
  }));

test("the API reference page and its assets are served by us", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const page = await call(api, "/api/docs", { key: null });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("/api/docs/assets/swagger-ui-bundle.js");
    expect(html).not.toMatch(/https?:\/\/(?!localhost)/);
    const script = await call(api, "/api/docs/assets/swagger-ui-bundle.js", { key: null });
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect((await call(api, "/api/docs/assets/..%2Fpackage.json", { key: null })).status).toBe(404);
  }));

test("an oversized body is refused with 413 before any form parsing", () =>
  withRollback(async (db) => {
    const api = testApi(db, { routes: [profileRoutes()] });
    const res = await call(api, "/api/v1/profile", {
      method: "POST",
      body: new URLSearchParams({ _method: "PUT", name: "x".repeat(1_100_000), language: "ar" }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe("payload_too_large");
  }));

test("a multipart body that does not parse is a 400 in the error shape, on any POST", () =>
  withRollback(async (db) => {
    const api = testApi(db, { routes: [profileRoutes()] });
    const broken = '--X\r\nContent-Disposition: form-data; name="_method"\r\n\r\nPUT';
    for (const path of ["/api/v1/profile", "/api/v1/auth/login"]) {
      const res = await call(api, path, {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=X" },
        body: broken,
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toMatchObject({ code: expect.any(String), requestId: expect.any(String) });
    }
  }));

test("a method the API does not answer is a 405 in the error shape, saying which it does", () =>
  withRollback(async (db) => {
    const res = await call(testApi(db), "/api/v1/offerings", { method: "PROPFIND" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(await res.json()).toMatchObject({ code: "method_not_allowed", requestId: expect.any(String) });
  }));
