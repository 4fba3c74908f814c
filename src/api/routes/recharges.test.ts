import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { testConfig } from "../../../tests/config.ts";
import { testContext, testEnv } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeLine } from "../../../tests/factories/accounts.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { billedCustomer, makeVouchers } from "../../../tests/factories/vouchers.ts";
import { ledgerEntries, lines, notifications, smsOutbox, vouchers } from "../../db/schema/index.ts";
import { importVouchers } from "../../domain/vouchers/batches.ts";
import { DEMO_VOUCHER_BATCH, redeemVoucher } from "../../domain/vouchers/redeem.ts";

const national = (msisdn: string) => `0${msisdn.slice(3)}`;
const toArabicDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

const redeem = (
  api: ReturnType<typeof testApi>,
  body: { msisdn: string; code: string },
  key: string,
  extra: Record<string, string> = {},
) =>
  call(api, "/api/v1/recharges/voucher", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": key, ...extra },
    body: JSON.stringify(body),
  });

test("a card recharges a relative's number without signing in: credit, ledger, notice and SMS receipt, once per key", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const relative = await fundedCustomer(db, 1000);
    const [code = ""] = await makeVouchers(db, [10_000]);
    const res = await redeem(api, { msisdn: national(relative.msisdn), code }, "card-key-00000000001");
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      amountIqd: 10_000,
      balanceIqd: null,
      msisdnMasked: expect.stringMatching(/^07\d\d ••• ••\d\d$/),
    });
    expect(await moneyOf(db, relative.lineId)).toEqual({ balance: 11_000, ledger: 11_000 });

    const again = await redeem(api, { msisdn: national(relative.msisdn), code }, "card-key-00000000001");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(body);
    expect(await moneyOf(db, relative.lineId)).toEqual({ balance: 11_000, ledger: 11_000 });

    const [entry] = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.lineId, relative.lineId))
      .orderBy(ledgerEntries.id);
    expect(entry?.kind).toBe("recharge");
    const notices = await db.select().from(notifications).where(eq(notifications.accountId, relative.account.id));
    expect(notices.map((n) => [n.kind, n.params])).toEqual([
      ["recharged", expect.objectContaining({ amount: 10_000, balance: 11_000 })],
    ]);
    const sms = await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, relative.msisdn));
    expect(sms).toHaveLength(1);
    // An Arabic SMS names the brand and prints the amount as Arabic does (decision 066).
    expect(sms[0]?.body).toMatch(/^زين: .*١٠٬٠٠٠/);
    expect(sms[0]?.body).toContain(body.reference);

    const reuse = await redeem(api, { msisdn: national(relative.msisdn), code }, "card-key-00000000002");
    expect(reuse.status).toBe(422);
    expect(await reuse.json()).toMatchObject({ code: "voucher_used", fields: [{ path: "code" }] });
  }));

test("the holder sees the new balance; codes and numbers may be typed in Arabic-Indic digits with spaces", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const [code = ""] = await makeVouchers(db, [5000]);
    const typed = toArabicDigits(`${code.slice(0, 4)} ${code.slice(4, 9)} ${code.slice(9)}`);
    const res = await redeem(api, { msisdn: toArabicDigits(national(c.msisdn)), code: typed }, "card-key-00000000003", {
      Authorization: `Bearer ${c.token}`,
    });
    expect(res.status).toBe(201);
    expect((await res.json()).balanceIqd).toBe(5000);
  }));

test("no clear code is stored: the table holds a keyed hash and the serial", () =>
  withRollback(async (_handle, db) => {
    const [code = ""] = await makeVouchers(db, [5000]);
    const rows = await db.select().from(vouchers);
    expect(JSON.stringify(rows)).not.toContain(code);
  }));

test("wrong, expired and unknown-number attempts get clear localized errors; nothing moves", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const [expired = ""] = await makeVouchers(db, [5000], { expiresAt: new Date(Date.now() - 1000) });
    const [good = ""] = await makeVouchers(db, [5000]);

    const wrong = await redeem(api, { msisdn: national(c.msisdn), code: "12345678901234" }, "card-key-00000000010", {
      "Accept-Language": "ar",
    });
    expect(wrong.status).toBe(422);
    const wrongBody = await wrong.json();
    expect(wrongBody.code).toBe("voucher_invalid");
    expect(wrongBody.message).toMatch(/[\u0600-\u06FF]/);

    const late = await redeem(api, { msisdn: national(c.msisdn), code: expired }, "card-key-00000000011");
    expect((await late.json()).code).toBe("voucher_expired");

    const short = await redeem(api, { msisdn: national(c.msisdn), code: "1234" }, "card-key-00000000012");
    expect(short.status).toBe(422);
    expect((await short.json()).fields).toEqual([expect.objectContaining({ path: "code" })]);

    const stranger = await redeem(api, { msisdn: "07819999999", code: good }, "card-key-00000000013");
    expect(stranger.status).toBe(422);
    expect((await stranger.json()).code).toBe("line_not_found");

    const ended = await makeLine(db, { status: "terminated" });
    const closed = await redeem(api, { msisdn: national(ended.msisdn), code: good }, "card-key-00000000014");
    expect(closed.status).toBe(409);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 0, ledger: 0 });
    const [card] = await db.select().from(vouchers).where(eq(vouchers.state, "active")).limit(1);
    expect(card).toBeDefined();
  }));

test("five wrong codes lock the number for a while (429 with Retry-After), even with a right code", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const [good = ""] = await makeVouchers(db, [5000]);
    for (let i = 0; i < 5; i++) {
      const res = await redeem(
        api,
        { msisdn: national(c.msisdn), code: `9999999999999${i}` },
        `card-key-lock-000000${i}`,
      );
      expect(res.status).toBe(422);
    }
    const locked = await redeem(api, { msisdn: national(c.msisdn), code: good }, "card-key-lock-0000009");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await locked.json()).code).toBe("voucher_locked");
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 0, ledger: 0 });
  }));

test("a card on a postpaid line pays its bill", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await billedCustomer(db, 8000);
    const [code = ""] = await makeVouchers(db, [5000]);
    const res = await redeem(api, { msisdn: national(c.msisdn), code }, "card-key-00000000020");
    expect(res.status).toBe(201);
    expect(await c.paidOf()).toBe(5000);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: -3000, ledger: -3000 });
    const [line] = await db.select().from(lines).where(eq(lines.id, c.lineId));
    expect(line?.billing).toBe("postpaid");
  }));

test("wrong codes from one client do not lock the number for everyone else", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const [good = ""] = await makeVouchers(db, [5000]);
    for (let i = 0; i < 5; i++) {
      await redeem(api, { msisdn: national(c.msisdn), code: `8888888888888${i}` }, `card-key-dos-0000000${i}`, {
        "X-Client-IP": "198.51.100.7",
      });
    }
    const owner = await redeem(api, { msisdn: national(c.msisdn), code: good }, "card-key-dos-00000009", {
      "X-Client-IP": "203.0.113.20",
    });
    expect(owner.status).toBe(201);
  }));

test("the published demo cards redeem only in demo mode", () =>
  withRollback(async (_handle, db) => {
    const code = "55555555555555";
    await importVouchers({
      ctx: testContext(db),
      input: { id: DEMO_VOUCHER_BATCH, rows: [{ code, valueIqd: 5000, expiresAt: new Date(Date.now() + 86_400_000) }] },
    });
    const c = await fundedCustomer(db, 0);
    const inMode = (demoMode: boolean) =>
      testContext(db, { client: "demo-test", env: testEnv(db, { ...testConfig(), demoMode }) });
    const input = { msisdn: c.msisdn, code };
    await expect(
      redeemVoucher({ ctx: inMode(false), input: { ...input, idempotencyKey: "demo-card-key-000001" } }),
    ).rejects.toMatchObject({
      code: "voucher_invalid",
    });
    const ok = await redeemVoucher({ ctx: inMode(true), input: { ...input, idempotencyKey: "demo-card-key-000002" } });
    expect(ok.body.amountIqd).toBe(5000);
  }));
