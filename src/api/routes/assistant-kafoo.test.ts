import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCustomer } from "../../../tests/factories/accounts.ts";
import { debtOf, kafooCustomer } from "../../../tests/factories/kafoo.ts";
import { moneyOf } from "../../../tests/factories/money.ts";
import { ledgerEntries } from "../../db/schema/index.ts";

type Api = ReturnType<typeof testApi>;

const post = (api: Api, token: string, path: string, body?: object, lang = "en") =>
  call(api, `/api/v1${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "Accept-Language": lang },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

test("over HTTP: a transfer asked of the assistant, confirmed and then retried, moves money once", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const me = await kafooCustomer(db, 10_000);
    const friend = await makeCustomer(db);
    const asked = await post(api, me.token, "/assistant/messages", { text: `٥٠٠٠ دینار بنێرە بۆ ${friend.national}` });
    expect(asked.status).toBe(201);
    const action = (await asked.json()).turns.at(-1).action;
    expect(action).toMatchObject({
      kind: "transfer_credit",
      status: "proposed",
      chargeIqd: 5250,
      transfer: { amountIqd: 5000, feeIqd: 250 },
    });

    // Two at once are kafoo.postgres.test.ts's (PGlite has one connection); here a retry, and a late one.
    const confirm = () => post(api, me.token, `/assistant/actions/${action.id}/confirm`);
    const a = await confirm();
    const b = await confirm();
    const c = await confirm();
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    const views = await Promise.all([a.json(), b.json(), c.json()]);
    expect(views[1]).toEqual(views[0]);
    expect(views[2]).toEqual(views[0]);
    expect(views[0].turns.find((t: { action: unknown }) => t.action).action).toMatchObject({
      status: "confirmed",
      outcome: { code: "done", balanceIqd: 4750 },
    });
    expect(await moneyOf(db, me.lineId)).toEqual({ balance: 4750, ledger: 4750 });
    expect(await moneyOf(db, friend.line.id)).toEqual({ balance: 5000, ledger: 5000 });
    const out = await db.select().from(ledgerEntries).where(eq(ledgerEntries.lineId, me.lineId));
    expect(out.filter((e) => e.kind === "transfer_out")).toHaveLength(1);
  }));

test("over HTTP: an advance asked of the assistant is granted once, its fee owed", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const me = await kafooCustomer(db, 1000);
    const asked = await post(api, me.token, "/assistant/messages", { text: "سلفني ١٠٠٠ دينار" }, "ar");
    const action = (await asked.json()).turns.at(-1).action;
    expect(action).toMatchObject({ kind: "take_advance", chargeIqd: 100, advance: { amountIqd: 1000, feeIqd: 100 } });
    const first = await post(api, me.token, `/assistant/actions/${action.id}/confirm`);
    const second = await post(api, me.token, `/assistant/actions/${action.id}/confirm`);
    expect(await second.json()).toEqual(await first.json());
    expect(await moneyOf(db, me.lineId)).toEqual({ balance: 2000, ledger: 2000 });
    expect(await debtOf(db, me.lineId)).toEqual({ outstanding: 1100, entries: 1100 });
  }));
