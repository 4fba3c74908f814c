import { expect, test, vi } from "vitest";
import { ApiClientError, createApiClient } from "./api-client.ts";

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
  await client.get("/lines", { query: { from: "2026-01-01", empty: undefined } });
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
  await createApiClient({ baseUrl: "http://api.test/api/v1", apiKey: "k", locale: "en", transport }).get("/x");
  expect(requests[0]?.headers.has("authorization")).toBe(false);
});

test("a PUT with form data travels as POST with _method=PUT", async () => {
  const { requests, transport } = recorder();
  const client = createApiClient({ baseUrl: "http://api.test/api/v1", apiKey: "k", locale: "ar", transport });
  await client.put("/profile", { form: new URLSearchParams({ name: "Ali" }) });
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
  await client.post("/jobs/data-analyst-baghdad/applications", { form });
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
  await client.put("/profile", { json: { name: "Ali" } });
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
  const error = await client.post("/auth/login", { json: {} }).catch((e: unknown) => e);
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
  await expect(client.get("/auth/session")).rejects.toMatchObject({ status: 401 });
  expect(onUnauthorized).toHaveBeenCalledOnce();
});
