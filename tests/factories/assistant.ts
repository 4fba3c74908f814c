import type { Db } from "../../src/db/client.server.ts";
import { ask } from "../../src/domain/assistant/conversation/ask.ts";
import type { ServiceContext } from "../../src/domain/context.ts";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { actorFor, testContext } from "../context.ts";
import { fundedCustomer } from "./money.ts";

/** A prepaid customer with `balanceIqd`, and a context for them in `locale`. */
export async function chatCustomer(db: Db, balanceIqd: number, locale: LocaleCode = "en", billing?: "postpaid") {
  const customer = await fundedCustomer(db, balanceIqd, billing ? { billing } : {});
  const ctx = testContext(db, { actor: actorFor(customer.account.id, [customer.lineId]), locale });
  return { ...customer, ctx };
}

/** Asks a question (continuing a conversation if given) and returns the conversation and its last turn. */
export async function askAssistant(ctx: ServiceContext, text: string, conversationId?: string, source?: "link") {
  const view = await ask({ ctx, input: { text, conversationId, source: source ?? "typed" } });
  const last = view.turns.at(-1);
  if (!last) throw new Error("no answer");
  return { view, last };
}
