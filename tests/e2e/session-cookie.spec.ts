import { expect, test } from "./fixtures.ts";

const signIn = (request: import("@playwright/test").APIRequestContext, query = "") =>
  request.post(`/en/registration/login${query}`, {
    form: { msisdn: "07800000002", password: "Demo-Pass-2026" },
    maxRedirects: 0,
  });

test("signing in sets auth_token with exactly the attributes of the design", async ({ request }) => {
  const response = await signIn(request);
  expect(response.status()).toBe(302);
  const cookie = response
    .headersArray()
    .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("auth_token="));
  const attributes = cookie?.value
    .split(";")
    .slice(1)
    .map((a) => a.trim())
    .sort();
  expect(attributes).toEqual(["HttpOnly", "Max-Age=604800", "Path=/", "SameSite=Strict", "Secure"]);
  expect(cookie?.value).toMatch(/^auth_token=[A-Za-z0-9_-]{43};/);
});

test("an open redirect in `redirect` is refused: the visitor goes to myzain instead", async ({ request }) => {
  for (const target of ["//evil.example/x", "https://evil.example", "/\\evil.example"]) {
    const response = await signIn(request, `?redirect=${encodeURIComponent(target)}`);
    expect(response.headers().location).toBe("/en/myzain");
  }
  const inside = await signIn(request, `?redirect=${encodeURIComponent("/en/myzain/statement")}`);
  expect(inside.headers().location).toBe("/en/myzain/statement");
});

test("a link to myzain from another site reloads once from our own page, so the Strict cookie is sent", async ({
  request,
}) => {
  const response = await request.get("/ar/myzain/notifications", {
    headers: { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('http-equiv="refresh" content="0;url=/ar/myzain/notifications"');
  const sameSite = await request.get("/ar/myzain/notifications", {
    headers: { "Sec-Fetch-Site": "same-origin" },
    maxRedirects: 0,
  });
  expect(sameSite.status()).toBe(302);
});

test("a session the API no longer accepts is cleared and the visitor is sent to sign in", async ({ request }) => {
  const response = await request.get("/en/myzain", {
    headers: { Cookie: "auth_token=revoked-or-made-up-token-value" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/en/login?redirect=%2Fen%2Fmyzain");
  expect(response.headers()["set-cookie"]).toMatch(/^auth_token=; Max-Age=0/);
});
