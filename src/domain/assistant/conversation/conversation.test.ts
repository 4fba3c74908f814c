import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { withRollback } from "../../../../tests/database.ts";
import { lineStatus } from "../../../../tests/factories/accounts.ts";
import { askAssistant, chatCustomer } from "../../../../tests/factories/assistant.ts";
import { moneyOf } from "../../../../tests/factories/money.ts";
import { careTicketMessages, careTickets, subscriptions } from "../../../db/schema/index.ts";
import { getLocale } from "../../../i18n/locales.ts";
import { getServices } from "../../lines/services.ts";
import { cancelAction, confirmAction } from "./actions.ts";
import { ask } from "./ask.ts";

const number = (lang: "en" | "ar" | "ku", n: number) => new Intl.NumberFormat(getLocale(lang).numbers).format(n);

const balanceQuestions = {
  en: "How much credit do I have left?",
  ar: "شكد باقي رصيدي؟",
  ku: "باڵانسەکەم چەندە ماوە؟",
} as const;

test("a balance question is answered from the line's own balance, in the language it was asked in", () =>
  withRollback(async (_h, db) => {
    const { ctx } = await chatCustomer(db, 12_345, "en");
    for (const lang of ["en", "ar", "ku"] as const) {
      const { last, view } = await askAssistant(ctx, balanceQuestions[lang]);
      expect(view.lang).toBe(lang);
      expect(last.author).toBe("assistant");
      expect(last.text).toContain(number(lang, 12_345));
      expect(last.lang).toBe(lang);
      expect(view.turns[0]).toMatchObject({ author: "customer", intent: "balance", text: balanceQuestions[lang] });
    }
  }));

test("a help question is answered with the article's summary and a link to it, in each language", () =>
  withRollback(async (_h, db) => {
    const { ctx } = await chatCustomer(db, 0);
    const asked = { en: "Why is my internet slow?", ar: "ليش الانترنت بطيء؟", ku: "بۆچی ئینتەرنێتەکەم خاوە؟" };
    for (const [lang, text] of Object.entries(asked)) {
      const { last } = await askAssistant(ctx, text);
      expect(last.extras.quote?.href).toContain("why-is-my-internet-slow");
      expect(last.extras.quote?.summary.length).toBeGreaterThan(20);
      expect(last.extras.links?.[0]?.href).toBe(last.extras.quote?.href);
      expect(last.lang).toBe(lang);
    }
  }));

test("'buy 1 GB daily' asks first, then buys exactly once however often it is confirmed", () =>
  withRollback(async (_h, db) => {
    const { ctx, lineId } = await chatCustomer(db, 20_000, "ar");
    const { last } = await askAssistant(ctx, "اشتري باقة 1 كيكا يومية");
    expect(last.action).toMatchObject({ kind: "buy_bundle", status: "proposed", chargeIqd: 1000 });
    expect(last.text).toContain(number("ar", 1000));
    expect((await moneyOf(db, lineId)).balance).toBe(20_000);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.lineId, lineId))).toHaveLength(0);

    const id = last.action?.id ?? "";
    const first = await confirmAction({ ctx, input: { id } });
    const again = await confirmAction({ ctx, input: { id } });
    expect(again).toEqual(first);
    expect(first.turns.at(-1)?.text).toContain(number("ar", 19_000));
    const action = first.turns.find((t) => t.action)?.action;
    expect(action).toMatchObject({ status: "confirmed", outcome: { code: "done", balanceIqd: 19_000 } });
    expect(await db.select().from(subscriptions).where(eq(subscriptions.lineId, lineId))).toHaveLength(1);
    expect(await moneyOf(db, lineId)).toEqual({ balance: 19_000, ledger: 19_000 });
  }));

test("too little balance: no proposal, a recharge link; and if the balance fell meanwhile, the confirmation says so", () =>
  withRollback(async (_h, db) => {
    const { ctx, lineId } = await chatCustomer(db, 500, "ku");
    const { last } = await askAssistant(ctx, "پاکێجی ڕۆژانەی ١ گیگا بکڕە");
    expect(last.action).toBeNull();
    expect(last.extras.links?.[0]?.href).toContain("/prepaid/recharge-my-prepaid-line");
    expect((await moneyOf(db, lineId)).balance).toBe(500);
  }));

test("a cancelled or stale proposal does nothing, and says why", () =>
  withRollback(async (_h, db) => {
    const { ctx, lineId } = await chatCustomer(db, 20_000, "en");
    const cancelled = (await askAssistant(ctx, "buy the 1 gb daily bundle")).last.action?.id ?? "";
    const afterCancel = await cancelAction({ ctx, input: { id: cancelled } });
    expect(afterCancel.turns.find((t) => t.action)?.action?.status).toBe("cancelled");
    await expect(confirmAction({ ctx, input: { id: cancelled } })).rejects.toMatchObject({
      code: "assistant_action_cancelled",
    });

    const stale = (await askAssistant(ctx, "buy the 1 gb daily bundle")).last.action?.id ?? "";
    const later = { ...ctx, now: new Date(ctx.now.getTime() + 11 * 60_000) };
    await expect(confirmAction({ ctx: later, input: { id: stale } })).rejects.toMatchObject({
      code: "assistant_action_expired",
    });
    await expect(confirmAction({ ctx, input: { id: stale } })).rejects.toMatchObject({
      code: "assistant_action_expired",
    });
    expect(await db.select().from(subscriptions).where(eq(subscriptions.lineId, lineId))).toHaveLength(0);
    expect((await moneyOf(db, lineId)).balance).toBe(20_000);
  }));

test("nothing is bought or switched by asking alone, whatever is asked", () =>
  withRollback(async (_h, db) => {
    const { ctx, lineId, msisdn } = await chatCustomer(db, 50_000, "en");
    const said = [
      "buy the 1 gb daily bundle",
      "اشتري باقة 1 كيكا يومية",
      "how much is monthly 25gb",
      "turn on roaming",
      "I lost my SIM, block my line",
      "weekly unlimited pls",
    ];
    let conversationId: string | undefined;
    for (const text of said) conversationId = (await askAssistant(ctx, text, conversationId)).view.id;
    expect(await db.select().from(subscriptions).where(eq(subscriptions.lineId, lineId))).toHaveLength(0);
    expect((await moneyOf(db, lineId)).balance).toBe(50_000);
    expect(await lineStatus(db, msisdn)).toBe("active");
    expect(await getServices({ ctx, input: { lineId } })).toMatchObject({ roaming: false });
  }));

test("a question nobody can answer here goes to a person as a ticket with the whole transcript", () =>
  withRollback(async (_h, db) => {
    const { ctx, account } = await chatCustomer(db, 0, "en");
    const first = await askAssistant(ctx, "How much credit do I have left?");
    const { view, last } = await askAssistant(ctx, "what is the weather in erbil tomorrow", first.view.id);
    expect(view.ticket).toMatch(/^ZT-/);
    expect(last.extras.ticket).toBe(view.ticket);
    expect(last.text).toContain(view.ticket ?? "");
    const [ticket] = await db.select().from(careTickets).where(eq(careTickets.accountId, account.id));
    expect(ticket).toMatchObject({ channel: "assistant", reference: view.ticket });
    const [transcript] = await db
      .select()
      .from(careTicketMessages)
      .where(eq(careTicketMessages.ticketId, ticket?.id ?? ""));
    expect(transcript?.kind).toBe("transcript");
    expect(transcript?.body).toContain("How much credit do I have left?");
    expect(transcript?.body).toContain("what is the weather in erbil tomorrow");
  }));

test("an example link never opens a ticket by itself", () =>
  withRollback(async (_h, db) => {
    const { ctx, account } = await chatCustomer(db, 0, "ar");
    const { view, last } = await askAssistant(ctx, "أريد أحچي ويا موظف", undefined, "link");
    expect(view.ticket).toBeNull();
    expect(last.extras.chips?.length).toBe(1);
    expect(await db.select().from(careTickets).where(eq(careTickets.accountId, account.id))).toHaveLength(0);
  }));

test("another customer's conversation cannot be continued", () =>
  withRollback(async (_h, db) => {
    const a = await chatCustomer(db, 0);
    const b = await chatCustomer(db, 0);
    const { view } = await askAssistant(a.ctx, "hello");
    await expect(
      ask({ ctx: b.ctx, input: { text: "hello", conversationId: view.id, source: "typed" } }),
    ).rejects.toMatchObject({
      code: "assistant_conversation_not_found",
    });
  }));
