import { test } from "vitest";
import { testApi } from "./api.ts";
import { testConfig } from "./config.ts";
import { withRollback } from "./database.ts";
import { makeCustomer } from "./factories/accounts.ts";
import { siteRoutes } from "./fuzz/site-routes.ts";
import { sessionToken, testRoutes } from "./web-pages.ts";

test("debug", () =>
  withRollback(async (handle, db) => {
    const routes = await siteRoutes();
    const api = testApi(handle, { config: testConfig({ PAYMENT_GATEWAY: "sandbox", DEMO_MODE: "1" }) });
    const customer = await makeCustomer(db);
    const cookie = `auth_token=${encodeURIComponent(await sessionToken(api, customer.msisdn))}`;
    const site = testRoutes(routes, (r) => api.fetch(r));
    const tries: [string, RequestInit][] = [
      ["/consent", { method: "POST", headers: { Origin: "https://evil.example" } }],
      ["/consent", { method: "POST", headers: { Origin: "http://localhost" }, body: new URLSearchParams({ a: "b" }) }],
      ["/logout", { method: "POST", headers: { "Sec-Fetch-Site": "same-origin" } }],
      [
        "/en/prepaid/recharge-my-prepaid-line",
        {
          method: "POST",
          headers: { Origin: "https://evil.example" },
          body: new URLSearchParams({ intent: "voucher" }),
        },
      ],
      [
        "/en/prepaid/recharge-my-prepaid-line",
        { method: "POST", headers: { Origin: "null" }, body: new URLSearchParams({ intent: "voucher" }) },
      ],
      ["/en/prepaid/recharge-my-prepaid-line", { method: "POST", body: new URLSearchParams({ intent: "voucher" }) }],
      [
        "/en/prepaid/recharge-my-prepaid-line",
        { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" },
      ],
      [
        "/en/myzain/notifications",
        { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams({ x: "1" }) },
      ],
      ["/en/myzain/hot-bundles?redirect=/en/myzain", { method: "POST", body: new URLSearchParams({ lang: "en" }) }],
    ];
    for (const [path, init] of tries) {
      const res = await site(path, init);
      const text = await res.text();
      console.log(
        path,
        JSON.stringify(init.headers),
        res.status,
        res.headers.get("content-type"),
        res.headers.get("location"),
        /<html[^>]*>/.exec(text)?.[0],
        text
          .replace(/<[^>]+>/g, " ")
          .replace(/\s+/g, " ")
          .slice(0, 300),
      );
    }
  }));
