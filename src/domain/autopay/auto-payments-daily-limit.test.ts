/** Automatic payments obey the daily payment limit of a number like any payment (issue 20). */
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import * as root from "../../../app/root.tsx";
import * as layout from "../../../app/routes/locale-layout.tsx";
import * as autopayPage from "../../../app/routes/myzain/autopay.tsx";
import { call, testApi } from "../../../tests/api.ts";
import { testContext, testEnv } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { runAutoPaymentsAt, SAVED_CARDS, savedCard, setRule } from "../../../tests/factories/autopay.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { national, payAtGateway, startedPayment, TEST_CARDS } from "../../../tests/factories/payments.ts";
import { asBuilt, testRoutes } from "../../../tests/web-pages.ts";
import { baghdadToday } from "../../contracts/business-time.ts";
import { baghdadDayStart } from "../../contracts/myzain.ts";
import { autoPayRules, notifications, payments, smsOutbox } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import { debit } from "../lines/money.ts";
import { brandInSms } from "../notifications/notifications.ts";
import { chargeRule } from "./auto-charge.ts";

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

/** The customer's automatic payments page, rendered on the server as the site does. */
const settingsPage = (api: ReturnType<typeof testApi>) =>
  testRoutes(
    [
      { id: "root", path: "", module: asBuilt(root) },
      { id: "routes/locale-layout", path: ":lang", parentId: "root", module: asBuilt(layout) },
      { id: "autopay", path: "myzain/autopay", parentId: "routes/locale-layout", module: asBuilt(autopayPage) },
    ],
    (request) => api.fetch(request),
  );

test("a line that used up today's payment limit is not charged automatically: each attempt fails on the limit, then the rule pauses saying the limit, not the card, stopped it", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    // The customer pays the day's whole limit (IQD 500,000) themselves, then spends it.
    const limit = api.config.payments.limits.dailyPerNumberIqd;
    expect(limit).toBe(500_000);
    for (const key of ["pay-key-000000002001", "pay-key-000000002002"]) {
      const body = { purpose: "recharge" as const, msisdn: national(c.msisdn), amount: limit / 2 };
      const { redirectUrl } = await startedPayment(api, body, { key, token: c.token });
      await payAtGateway(api, redirectUrl, TEST_CARDS.success);
    }
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: limit, ledger: limit });
    await debit(db, c.lineId, limit, { kind: "usage" });

    // A card that works: only the limit can stand in the way.
    const methodId = await savedCard(api, c.token, SAVED_CARDS.works);
    await setRule(api, c.token, { kind: "below_balance", lineId: c.lineId, methodId, amount: 5_000, threshold: 1_000 });
    // All three attempts fall on the day the limit was used up (it counts from Baghdad's midnight).
    const lastStart = baghdadDayStart(baghdadToday(new Date())).getTime() + 22 * 3_600_000;
    const t0 = new Date(Math.min(Date.now(), lastStart));
    expect(await runAutoPaymentsAt(api, db, t0)).toMatchObject({ fired: 1, failed: 1, paused: 0 });
    expect(await runAutoPaymentsAt(api, db, minutes(t0, 16))).toMatchObject({ retried: 1, failed: 1, paused: 0 });
    expect(await runAutoPaymentsAt(api, db, minutes(t0, 77))).toMatchObject({ retried: 1, failed: 1, paused: 1 });
    expect(await runAutoPaymentsAt(api, db, minutes(t0, 200))).toMatchObject({ fired: 0, retried: 0 });

    // No money moved and no payment was opened: only the customer's own two payments exist.
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 0, ledger: 0 });
    const paid = await db.select().from(payments).where(eq(payments.lineId, c.lineId));
    expect(paid.map((p) => `${p.state}:${p.amountIqd}`)).toEqual(["fulfilled:250000", "fulfilled:250000"]);

    // Why each attempt failed: the daily limit, as for a payment the customer starts.
    const [rule] = await db.select().from(autoPayRules).where(eq(autoPayRules.lineId, c.lineId));
    expect(rule).toMatchObject({ state: "paused", pausedReason: "daily_limit", attempts: 3, lastPaymentId: null });
    if (!rule?.triggerKey) throw new Error("the rule never fired");
    const ctx = testContext(db, { now: minutes(t0, 78), env: testEnv(db, api.config, { gateways: api.gateways }) });
    expect(await chargeRule(ctx, rule, rule.triggerKey, 4)).toEqual({
      outcome: "failed",
      paymentId: null,
      reason: "daily_limit_reached",
    });

    // The customer is told once, on the site and by SMS in their language (Arabic), that the limit
    // stopped it: not that their card was declined.
    const notices = await db.select().from(notifications).where(eq(notifications.accountId, c.account.id));
    const paused = notices.map((n) => n.kind).filter((kind) => kind.startsWith("autopay_paused"));
    expect(paused).toEqual(["autopay_paused_limit"]);
    const sms = (await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, c.msisdn))).map((s) => s.body);
    expect(sms.filter((body) => body.includes("الحد اليومي للدفع الإلكتروني"))).toEqual([
      translate("ar", "sms.notice.autopay_paused_limit", { brand: brandInSms("ar") }),
    ]);
    expect(sms.filter((body) => body.includes("رُفضت"))).toEqual([]);
    const settings = await call(api, "/api/v1/autopay", { headers: { Authorization: `Bearer ${c.token}` } });
    expect((await settings.json()).rules[0]).toMatchObject({ state: "paused", pausedReason: "daily_limit" });

    // The settings page says why, in Arabic, and offers to turn the payment on again.
    const cookie = { headers: { Cookie: `auth_token=${encodeURIComponent(c.token)}` } };
    const page = await settingsPage(api)("/ar/myzain/autopay", cookie);
    expect(page.status).toBe(200);
    const html = await page.text();
    const notice = (key: string) => `<p class="notice notice-warning">${translate("ar", key)}</p>`;
    expect(html).toContain(notice("autopay.rule.paused_daily_limit"));
    expect(html).not.toContain(notice("autopay.rule.paused_failed"));
    expect(html).toContain(`>${translate("ar", "autopay.rule.resume")}</button>`);
  }));
