import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";

const auth = (token: string, lang = "en") => ({ Authorization: `Bearer ${token}`, "Accept-Language": lang });

test("usage records come from the network feed with what paid for each, filtered and paged over the API", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 50_000);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const feed = await call(api, "/api/v1/internal/usage-events", {
      method: "POST",
      key: null,
      headers: { "X-Ingest-Key": api.config.secrets.usageIngestKey, "Content-Type": "application/json" },
      body: JSON.stringify({
        events: [
          {
            id: `a-${c.lineId}`,
            msisdn: c.msisdn,
            type: "sms",
            occurredAt: at(30),
            quantity: 1,
            destination: "off_net",
            peer: "9647701234588",
          },
          { id: `b-${c.lineId}`, msisdn: c.msisdn, type: "data", occurredAt: at(20), quantity: 2048, app: "whatsapp" },
          {
            id: `c-${c.lineId}`,
            msisdn: c.msisdn,
            type: "voice",
            occurredAt: at(10),
            quantity: 90,
            destination: "on_net",
            peer: "9647801234512",
          },
        ],
      }),
    });
    expect(feed.status).toBe(200);

    const path = `/api/v1/lines/${c.lineId}/usage/records`;
    const all = await call(api, path, { headers: auth(c.token) });
    expect(all.status).toBe(200);
    expect(all.headers.get("cache-control")).toBe("private, no-store");
    const body = await all.json();
    expect(body.line).toMatchObject({ id: c.lineId, billing: "prepaid" });
    expect(
      body.records.map((r: { type: string; peer: string | null; chargedIqd: number; paidFrom: string }) => [
        r.type,
        r.peer,
        r.chargedIqd,
        r.paidFrom,
      ]),
    ).toEqual([
      ["voice", "0780 ••• ••12", 60, "balance"],
      ["data", null, 30, "balance"],
      ["sms", "0770 ••• ••88", 35, "balance"],
    ]);

    const page = await (await call(api, `${path}?type=voice&limit=1`, { headers: auth(c.token) })).json();
    expect(page.records).toHaveLength(1);
    expect(page.next).toBeNull();
    const first = await (await call(api, `${path}?limit=2`, { headers: auth(c.token) })).json();
    const rest = await (await call(api, `${path}?limit=2&before=${first.next}`, { headers: auth(c.token) })).json();
    expect(rest.records.map((r: { type: string }) => r.type)).toEqual(["sms"]);
    expect((await (await call(api, `${path}?paidFrom=bundle`, { headers: auth(c.token) })).json()).records).toEqual([]);
  }));

test("a wrong filter is a localized 422, another customer's line a 404, no session a 401", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const other = await fundedCustomer(db, 0);
    const path = `/api/v1/lines/${c.lineId}/usage/records`;
    const wrong = await call(api, `${path}?paidFrom=friends`, { headers: auth(c.token, "ar") });
    expect(wrong.status).toBe(422);
    const problem = await wrong.json();
    expect(problem.code).toBeTruthy();
    expect(problem.message).toMatch(/[\u0600-\u06FF]/);
    expect((await call(api, `${path}?from=2026-11-20&to=2026-11-01`, { headers: auth(c.token) })).status).toBe(422);
    expect((await call(api, path, { headers: auth(other.token) })).status).toBe(404);
    expect((await call(api, path)).status).toBe(401);
  }));
