import { expect, expectTypeOf, test, vi } from "vitest";
import { z } from "zod";
import { applyToJobOp } from "../contracts/api/careers.ts";
import { getPageOp } from "../contracts/api/content.ts";
import { getLineBalanceOp } from "../contracts/api/lines.ts";
import { defineOperation } from "../contracts/api/operation.ts";
import { ApiClientError, createApiClient } from "./api-client.ts";

/** Stand-in operations: what the client does depends only on their definition. */
const ok = { status: 200, description: "ok", schema: z.object({ ok: z.boolean() }) } as const;
const listOp = defineOperation({
  method: "get",
  path: "/lines",
  tags: ["Test"],
  summary: "A list with a query",
  auth: "optionalSession",
  query: z.object({ from: z.string().optional(), empty: z.string().optional() }),
  success: ok,
  errors: [401],
});
const profile = z.object({ name: z.string() });
const putFormOp = defineOperation({
  method: "put",
  path: "/profile",
  tags: ["Test"],
  summary: "A PUT with a form",
  auth: "apiKey",
  body: { type: "form", schema: profile },
  success: ok,
  errors: [422],
});
const putJsonOp = defineOperation({ ...putFormOp, body: { type: "json", schema: profile } });
const postJsonOp = defineOperation({ ...putJsonOp, method: "post", path: "/auth/login" });

function recorder(response: () => Response = () => Response.json({ ok: true })) {
  const requests: Request[] = [];
  const transport = vi.fn(async (request: Request) => {
    requests.push(request);
    return response();
  });
  return { requests, transport };
}

test("sends Accept, X-API-Key, Page, Accept-Language and the bearer token", async () => {
  const { requests, transport } = recorder();
  const client = createApiClient({
    baseUrl: "http://api.test/api/v1",
    apiKey: "web-key",
    locale: "ku",
    page: "/prepaid/new-sim",
    token: "t0ken",
    transport,
  });
  await client.call(listOp, { query: { from: "2026-01-01", empty: undefined } });
  const [request] = requests;
  expect(request?.url).toBe("http://api.test/api/v1/lines?from=2026-01-01");
  expect(request?.headers.get("accept")).toBe("application/json");
  expect(request?.headers.get("x-api-key")).toBe("web-key");
  expect(request?.headers.get("page")).toBe("/prepaid/new-sim");
  expect(request?.headers.get("accept-language")).toBe("ckb");
  expect(request?.headers.get("authorization")).toBe("Bearer t0ken");
});

test("no Authorization header without a token", async () => {
  const { requests, transport } = recorder();
  await createApiClient({ baseUrl: "http://api.test/api/v1", apiKey: "k", locale: "en", transport }).call(listOp);
  expect(requests[0]?.headers.has("authorization")).toBe(false);
});

test("a PUT with form data travels as POST with _method=PUT", async () => {
  const { requests, transport } = recorder();
  const client = createApiClient({ baseUrl: "http://api.test/api/v1", apiKey: "k", locale: "ar", transport });
  await client.call(putFormOp, { form: new URLSearchParams({ name: "Ali" }) });
  const request = requests[0];
  expect(request?.method).toBe("POST");
  expect(Object.fromEntries(new URLSearchParams(await request?.text()))).toEqual({ name: "Ali", _method: "PUT" });
});

test("a multipart form passes its file through whole (the CV upload)", async () => {
  const { requests, transport } = recorder();
  const client = createApiClient({ baseUrl: "http://api.test/api/v1", apiKey: "k", locale: "en", transport });
  const form = new FormData();
  form.set("name", "Sara Kareem");
  form.set("cv", new File([new TextEncoder().encode("%PDF-1.4 cv")], "cv.pdf", { type: "application/pdf" }));
  await client.call(applyToJobOp, { params: { slug: "data-analyst-baghdad" }, form });
  const request = requests[0];
  expect(request?.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
  const received = await request?.formData();
  const cv = received?.get("cv");
  expect(received?.get("name")).toBe("Sara Kareem");
  expect(cv).toBeInstanceOf(File);
  expect((cv as File).name).toBe("cv.pdf");
  expect(await (cv as File).text()).toBe("%PDF-1.4 cv");
});

test("a PUT with JSON stays a PUT", async () => {
  const { requests, transport } = recorder();
  const client = createApiClient({ baseUrl: "http://api.test/api/v1", apiKey: "k", locale: "ar", transport });
  await client.call(putJsonOp, { body: { name: "Ali" } });
  expect(requests[0]?.method).toBe("PUT");
  expect(requests[0]?.headers.get("content-type")).toBe("application/json");
});

test("never retries, and turns the error shape into ApiClientError", async () => {
  const { transport } = recorder(() =>
    Response.json(
      { code: "rate_limited", message: "Too many attempts.", requestId: "r-1" },
      { status: 429, headers: { "Retry-After": "30" } },
    ),
  );
  const client = createApiClient({ baseUrl: "http://api.test/api/v1", apiKey: "k", locale: "en", transport });
  const error = await client.call(postJsonOp, { body: { name: "" } }).catch((e: unknown) => e);
  expect(transport).toHaveBeenCalledTimes(1);
  expect(error).toBeInstanceOf(ApiClientError);
  expect(error).toMatchObject({ status: 429, code: "rate_limited", requestId: "r-1", retryAfter: 30 });
});

test("a 401 calls onUnauthorized so the session can be cleared", async () => {
  const { transport } = recorder(() =>
    Response.json({ code: "unauthenticated", message: "", requestId: "r" }, { status: 401 }),
  );
  const onUnauthorized = vi.fn();
  const client = createApiClient({ baseUrl: "http://a/api/v1", apiKey: "k", locale: "en", transport, onUnauthorized });
  await expect(client.call(listOp)).rejects.toMatchObject({ status: 401 });
  expect(onUnauthorized).toHaveBeenCalledOnce();
});

test("path parameters are filled in and encoded, so a slug with a slash stays one segment", async () => {
  const { requests, transport } = recorder();
  const client = createApiClient({ baseUrl: "http://api.test/api/v1", apiKey: "k", locale: "en", transport });
  await client.call(getPageOp, { params: { slug: "prepaid/new-sim" } });
  expect(requests[0]?.url).toBe("http://api.test/api/v1/pages/prepaid%2Fnew-sim");
});

test("a call's result has the type of its operation's success schema (checked by the type check)", () => {
  const client = createApiClient({ baseUrl: "http://api.test/api/v1", apiKey: "k", locale: "en" });
  const call = () => client.call(getLineBalanceOp, { params: { lineId: "00000000-0000-4000-8000-000000000000" } });
  expectTypeOf(call).returns.resolves.toHaveProperty("balanceIqd").toEqualTypeOf<number>();
  expectTypeOf(call)
    .returns.resolves.toHaveProperty("buckets")
    .items.toHaveProperty("kind")
    .toEqualTypeOf<"data" | "on_net_voice" | "off_net_voice" | "sms" | "app_data" | "international_voice">();
  expectTypeOf(client).not.toHaveProperty("get");
});
