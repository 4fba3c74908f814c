/** The signed-in customer's points over the API: summary, history with filters and paging, ways to earn. */
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import { accounts } from "../../db/schema/index.ts";
import { award } from "../../domain/points/earn.ts";
import { spendPoints } from "../../domain/points/ledger.ts";

const DAY = 86_400_000;
const get = (api: ReturnType<typeof testApi>, token: string, path: string) =>
  call(api, `/api/v1/account/points${path}`, { headers: { Authorization: `Bearer ${token}` } });

test("the summary shows balance, tier progress and the points expiring next; private and never cached", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const now = Date.now();
    const earn = (event: string, points: number, daysAgo: number) =>
      award(db, {
        accountId: c.account.id,
        event,
        points,
        at: new Date(now - daysAgo * DAY),
        details: { source: "recharge" },
      });
    await earn("voucher:old-1", 30, 350);
    await earn("voucher:old-2", 10, 350);
    await earn("voucher:new", 200, 10);
    const res = await get(api, c.token, "");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = await res.json();
    expect(body).toMatchObject({
      balance: 240,
      tier: "silver",
      earnedInWindow: 240,
      nextTier: { tier: "gold", from: 300, needed: 60 },
      expiring: { points: 40, soon: true },
    });
    expect(body.tiers.map((t: { tier: string }) => t.tier)).toEqual(["silver", "gold", "platinum"]);
    expect((await call(api, "/api/v1/account/points")).status).toBe(401);
  }));

test("the history filters by kind and period and pages by keyset; a bad filter is a 422", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const now = Date.now();
    for (let i = 0; i < 5; i++) {
      await award(db, {
        accountId: c.account.id,
        event: `voucher:v${i}`,
        points: 10 + i,
        at: new Date(now - (5 - i) * DAY),
        details: { source: "recharge", amountIqd: (10 + i) * 1000 },
      });
    }
    await award(db, {
      accountId: c.account.id,
      event: "voucher:ancient",
      points: 3,
      at: new Date(now - 200 * DAY),
      details: {},
    });
    await spendPoints(db, { accountId: c.account.id, event: "redemption:r", points: 5, at: new Date(now - DAY / 2) });

    const all = await (await get(api, c.token, "/history?period=year")).json();
    expect(all.entries.map((e: { points: number }) => e.points)).toEqual([-5, 14, 13, 12, 11, 10, 3]);
    const quarter = await (await get(api, c.token, "/history?period=quarter&kind=earn&limit=2")).json();
    expect(quarter.entries.map((e: { points: number }) => e.points)).toEqual([14, 13]);
    const more = await (
      await get(api, c.token, `/history?period=quarter&kind=earn&limit=2&before=${quarter.next}`)
    ).json();
    expect(more.entries.map((e: { points: number }) => e.points)).toEqual([12, 11]);
    const last = await (
      await get(api, c.token, `/history?period=quarter&kind=earn&limit=2&before=${more.next}`)
    ).json();
    expect(last).toMatchObject({
      entries: [{ points: 10, details: { source: "recharge", amountIqd: 10_000 } }],
      next: null,
    });
    expect((await get(api, c.token, "/history?kind=gift")).status).toBe(422);
    expect((await get(api, c.token, "/history?before=abc")).status).toBe(422);
  }));

test("ways to earn: the rules' rates and the account's tasks with their progress", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const before = await (await get(api, c.token, "/earning")).json();
    expect(before).toMatchObject({
      rates: { pointsPerThousandIqd: 1, pointsPerBundle: 5, expiryMonths: 12, noticeDays: 30 },
      hasBirthDate: false,
    });
    expect(before.tasks.every((t: { done: boolean }) => !t.done)).toBe(true);
    const saved = await call(api, "/api/v1/account/profile", {
      method: "PATCH",
      headers: { Authorization: `Bearer ${c.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "noor@example.com", birthDate: "1990-01-31" }),
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ birthDate: "1990-01-31" });
    const after = await (await get(api, c.token, "/earning")).json();
    expect(after.hasBirthDate).toBe(true);
    expect(after.tasks.find((t: { id: string }) => t.id === "profile_email")).toMatchObject({ done: true, points: 50 });
    const [row] = await db.select().from(accounts).where(eq(accounts.id, c.account.id));
    expect(row?.birthDate).toBe("1990-01-31");
    const future = await call(api, "/api/v1/account/profile", {
      method: "PATCH",
      headers: { Authorization: `Bearer ${c.token}`, "Content-Type": "application/json", "Accept-Language": "ku" },
      body: JSON.stringify({ birthDate: "2999-01-01" }),
    });
    expect(future.status).toBe(422);
    expect((await future.json()).fields[0]).toMatchObject({ path: "birthDate" });
  }));
