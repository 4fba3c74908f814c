import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { silentLogger, testConfig } from "../../tests/config.ts";
import { createServerApp } from "./server-app.server.ts";
import type { WebHandler } from "./web-handler.server.ts";

const build = { id: "b-1", timestamp: "2026-11-22T00:00:00.000Z" };
const web: WebHandler = async () => new Response("saved", { headers: { "Content-Type": "text/plain" } });
const app = () =>
  createServerApp({
    config: testConfig({ PUBLIC_ORIGIN: "https://www.example.iq" }),
    logger: silentLogger(),
    build,
    web,
    clientDir: mkdtempSync(join(tmpdir(), "zain-client-")),
  });

// A signed-in form post from a browser that sends Origin but not Sec-Fetch-Site (older browsers).
const post = (url: string, headers: Record<string, string>) =>
  app().request(url, {
    method: "POST",
    headers: { Cookie: "auth_token=secret-token", "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: "intent=details",
  });

test("behind a proxy that rewrites Host, a post whose Origin is the public origin is accepted", async () => {
  const res = await post("http://10.0.0.7:3000/en/myzain/profile-and-settings", {
    Host: "10.0.0.7:3000",
    Origin: "https://www.example.iq",
  });
  expect(res.status).toBe(200);
  expect(await res.text()).toBe("saved");
});

test("a foreign Origin is refused even when the Host header matches it, with a page in the visitor's language", async () => {
  const res = await post("http://evil.example/ar/myzain/profile-and-settings", {
    Host: "evil.example",
    Origin: "http://evil.example",
  });
  expect(res.status).toBe(403);
  const html = await res.text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toContain("لم يأتِ هذا الطلب من موقعنا، لذلك تم رفضه. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.");
});

test("a foreign Origin on an API call with the session cookie gets the error shape in the caller's language", async () => {
  const res = await post("http://evil.example/api/v1/account/profile", {
    Host: "evil.example",
    Origin: "http://evil.example",
    "Accept-Language": "ckb",
  });
  expect(res.status).toBe(403);
  const body = await res.json();
  expect(body.code).toBe("cross_site_request");
  expect(body.message).toMatch(/[\u0600-\u06FF]/);
});

test("the browser's own Sec-Fetch-Site decides when it is sent, whatever Host says", async () => {
  const url = "http://10.0.0.7:3000/en/myzain/profile-and-settings";
  expect((await post(url, { "Sec-Fetch-Site": "same-origin", Origin: "https://www.example.iq" })).status).toBe(200);
  expect((await post(url, { "Sec-Fetch-Site": "cross-site", Origin: "https://www.example.iq" })).status).toBe(403);
});
