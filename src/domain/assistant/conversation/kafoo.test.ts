import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { actorFor, testContext } from "../../../../tests/context.ts";
import { withRollback } from "../../../../tests/database.ts";
import { makeCustomer, makeLine } from "../../../../tests/factories/accounts.ts";
import { askAssistant } from "../../../../tests/factories/assistant.ts";
import { debtOf, kafooCustomer } from "../../../../tests/factories/kafoo.ts";
import { moneyOf } from "../../../../tests/factories/money.ts";
import { operatorCtx } from "../../../../tests/factories/staff.ts";
import type { Db } from "../../../db/client.server.ts";
import { ledgerEntries, smsOutbox } from "../../../db/schema/index.ts";
import { translate } from "../../../i18n/catalogue.ts";
import { getLocale } from "../../../i18n/locales.ts";
import { setServiceSwitch } from "../../kafoo/service-switch.ts";
import { confirmAction } from "./actions.ts";

const number = (lang: "en" | "ar" | "ku", n: number) => new Intl.NumberFormat(getLocale(lang).numbers).format(n);

/** A prepaid customer eligible for an advance, talking to the assistant in `locale`. */
async function sender(db: Db, balanceIqd: number, locale: "en" | "ar" | "ku" = "en") {
  const c = await kafooCustomer(db, balanceIqd);
  return { ...c, ctx: testContext(db, { actor: actorFor(c.account.id, [c.lineId]), locale }) };
}

const transfersOut = (db: Db, lineId: string) =>
  db.select().from(ledgerEntries).where(eq(ledgerEntries.lineId, lineId));

test("'حول ٢٠٠٠ الى <number>': the page's quote, then one transfer however often it is confirmed", () =>
  withRollback(async (_handle, db) => {
    const me = await sender(db, 10_000, "ar");
    const friend = await makeCustomer(db, { name: "Karwan Aziz" });
    const { last } = await askAssistant(me.ctx, `حول ٢٠٠٠ دينار الى ${friend.national}`);
    // Amount, fee, total and balance after, the masked number and the masked name: as the page shows.
    expect(last.text).toContain(number("ar", 2000));
    expect(last.text).toContain(number("ar", 250));
    expect(last.text).toContain(number("ar", 2250));
    expect(last.text).toContain(number("ar", 7750));
    expect(last.text).toContain(`${friend.national.slice(0, 4)} ••• ••${friend.national.slice(-2)}`);
    expect(last.text).toContain("Ka••• Az•••");
    expect(last.action).toMatchObject({
      kind: "transfer_credit",
      status: "proposed",
      chargeIqd: 2250,
      transfer: { amountIqd: 2000, feeIqd: 250, recipientName: "Ka••• Az•••" },
    });
    // Asking moved nothing.
    expect((await moneyOf(db, me.lineId)).balance).toBe(10_000);

    const id = last.action?.id ?? "";
    const first = await confirmAction({ ctx: me.ctx, input: { id } });
    const again = await confirmAction({ ctx: me.ctx, input: { id } });
    expect(again).toEqual(first);
    expect(first.turns.at(-1)?.text).toContain(number("ar", 7750));
    expect(first.turns.find((t) => t.action)?.action).toMatchObject({ status: "confirmed", outcome: { code: "done" } });
    expect(await moneyOf(db, me.lineId)).toEqual({ balance: 7750, ledger: 7750 });
    expect(await moneyOf(db, friend.line.id)).toEqual({ balance: 2000, ledger: 2000 });
    const kinds = (await transfersOut(db, me.lineId)).map((e) => e.kind).filter((k) => k !== "recharge");
    expect(kinds).toEqual(["transfer_out", "transfer_fee"]);
    expect(await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, friend.msisdn))).toHaveLength(1);
  }));

test("above the code threshold nothing is proposed: the page takes the code, with the transfer filled in", () =>
  withRollback(async (_handle, db) => {
    const me = await sender(db, 30_000, "ku");
    const friend = await makeCustomer(db);
    const { last } = await askAssistant(me.ctx, `١٢٠٠٠ دینار بنێرە بۆ ${friend.national}`);
    expect(last.action).toBeNull();
    expect(last.text).toContain(translate("ku", "assistant.transfer.needsCode", { limit: 10_000 }));
    expect(last.extras.links?.[0]?.href).toBe(
      `/prepaid/kafoo?line=${me.lineId}&to=${friend.national}&amount=12000#transfer-heading`,
    );
    expect((await moneyOf(db, me.lineId)).balance).toBe(30_000);
  }));

test("refusals are the transfer page's own messages, and nothing is proposed", () =>
  withRollback(async (_handle, db) => {
    const me = await sender(db, 10_000, "en");
    const postpaid = await makeLine(db, { billing: "postpaid" });
    const cases = [
      [`transfer 2000 to 0${postpaid.msisdn.slice(3)}`, "errors.kafoo_recipient_not_prepaid", {}],
      [`transfer 2000 to 0${me.msisdn.slice(3)}`, "errors.kafoo_to_same_line", {}],
      ["transfer 2000 to 07512345678", "errors.kafoo_recipient_invalid", {}],
      [`transfer 100 to 0${postpaid.msisdn.slice(3)}`, "errors.kafoo_amount_out_of_range", { min: 500, max: 25_000 }],
    ] as const;
    for (const [text, key, values] of cases) {
      const { last } = await askAssistant(me.ctx, text);
      expect([text, last.action]).toEqual([text, null]);
      expect(last.text).toContain(translate("en", key, values));
    }
    await setServiceSwitch({ ctx: operatorCtx(db), input: { service: "credit_transfer", paused: true } });
    const friend = await makeCustomer(db);
    const { last } = await askAssistant(me.ctx, `send 1000 to ${friend.national}`);
    expect(last.action).toBeNull();
    expect(last.text).toContain(translate("en", "errors.service_paused"));
    expect((await moneyOf(db, me.lineId)).balance).toBe(10_000);
  }));

test("paused after it was proposed: the confirmation says so and moves nothing", () =>
  withRollback(async (_handle, db) => {
    const me = await sender(db, 10_000, "en");
    const friend = await makeCustomer(db);
    const { last } = await askAssistant(me.ctx, `transfer 1000 to ${friend.national}`);
    await setServiceSwitch({ ctx: operatorCtx(db), input: { service: "credit_transfer", paused: true } });
    const view = await confirmAction({ ctx: me.ctx, input: { id: last.action?.id ?? "" } });
    expect(view.turns.at(-1)?.text).toContain(translate("en", "errors.service_paused"));
    expect(view.turns.find((t) => t.action)?.action?.status).toBe("failed");
    expect(await moneyOf(db, me.lineId)).toEqual({ balance: 10_000, ledger: 10_000 });
  }));

test("'can I take an advance?': the amounts with their fees; one is taken once, after a confirmation with its fee", () =>
  withRollback(async (_handle, db) => {
    const me = await sender(db, 500, "ku");
    const offer = await askAssistant(me.ctx, "دەتوانم پێشینەی باڵانس وەربگرم؟");
    expect(offer.last.action).toBeNull();
    expect(offer.last.text).toContain(translate("ku", "assistant.advance.eligible"));
    expect(offer.last.extras.chips).toEqual(
      [1000, 2000, 5000].map((amount) => translate("ku", "assistant.advance.chip", { amount })),
    );
    // Pressing a suggestion asks it: the proposal states the fee.
    const chip = offer.last.extras.chips?.[1] ?? "";
    const { last } = await askAssistant(me.ctx, chip, offer.view.id);
    expect(last.action).toMatchObject({
      kind: "take_advance",
      chargeIqd: 200,
      advance: { amountIqd: 2000, feeIqd: 200 },
    });
    expect(last.text).toContain(number("ku", 200));
    expect(last.text).toContain(number("ku", 2200));
    const id = last.action?.id ?? "";
    const first = await confirmAction({ ctx: me.ctx, input: { id } });
    expect(await confirmAction({ ctx: me.ctx, input: { id } })).toEqual(first);
    expect(await moneyOf(db, me.lineId)).toEqual({ balance: 2500, ledger: 2500 });
    expect(await debtOf(db, me.lineId)).toEqual({ outstanding: 2200, entries: 2200 });
    // Now owing, the answer says so.
    const owed = await askAssistant(me.ctx, "قەرز");
    expect(owed.last.text).toBe(translate("ku", "assistant.advance.owed", { owed: 2200 }));
  }));

test("not eligible: the reason, as the page gives it", () =>
  withRollback(async (_handle, db) => {
    const c = await kafooCustomer(db, 5000, { recharges: 1 });
    const ctx = testContext(db, { actor: actorFor(c.account.id, [c.lineId]), locale: "ar" });
    const { last } = await askAssistant(ctx, "سلفة");
    const reason = translate("ar", "kafoo.advance.why.few_recharges", { recharges: 2, days: 90 });
    expect(last.text).toBe(translate("ar", "assistant.advance.notEligible", { reason }));
    expect(last.action).toBeNull();
  }));
