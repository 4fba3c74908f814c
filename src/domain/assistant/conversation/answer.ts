/**
 * From what was understood to the answer: one branch per intent, each through the same use cases
 * the pages use. A guess below the confidence bar is never acted on: the assistant asks back.
 */
import { answerBalance, answerBill, answerExpiry, answerRecharge } from "./account-replies.ts";
import { handOver } from "./hand-over.ts";
import { answerFaq, answerGreeting, askBack } from "./help-replies.ts";
import { answerAdvance, proposeTransfer } from "./kafoo-replies.ts";
import { proposeBundle, proposeSuspension, proposeSwitch } from "./proposals.ts";
import type { Asked, Reply } from "./reply.ts";
import { answerStores, placeIn } from "./stores.ts";

/** Below this the rules are guessing (src/domain/assistant/types.ts); moving money needs more. */
export const CONFIDENCE_BAR = 0.5;
const PURCHASE_BAR = 0.6;

/** A message with fewer words than this that nobody understood is asked back, not handed over. */
const WORDS_FOR_A_QUESTION = 2;

export async function answer(a: Asked): Promise<Reply> {
  const { intent, confidence } = a.understanding;
  // The customer was asked where they are: a place named now answers that question.
  if (a.conversation?.awaiting === "store_place" && (await placeIn(a.ctx.db, a.text, a.lang))) return answerStores(a);
  const reply = await byIntent(a, intent, confidence);
  return a.conversation?.awaiting && reply.awaiting === undefined ? { ...reply, awaiting: null } : reply;
}

async function byIntent(a: Asked, intent: Asked["understanding"]["intent"], confidence: number): Promise<Reply> {
  if (intent === "unknown") {
    const words = a.text.trim().split(/\s+/).length;
    return words < WORDS_FOR_A_QUESTION ? askBack(a) : handOver(a);
  }
  if (intent === "human") return handOver(a);
  const money = intent === "buy_bundle" || intent === "transfer_credit" || intent === "advance";
  if (confidence < (money ? PURCHASE_BAR : CONFIDENCE_BAR)) return askBack(a);
  switch (intent) {
    case "balance":
      return answerBalance(a);
    case "bundle_expiry":
      return answerExpiry(a);
    case "last_bill":
      return answerBill(a, false);
    case "pay_bill":
      return answerBill(a, true);
    case "recharge":
      return answerRecharge(a);
    case "buy_bundle":
      return proposeBundle(a);
    case "roaming_on":
    case "roaming_off":
    case "data_on":
    case "data_off":
      return proposeSwitch(a, intent);
    case "suspend_line":
      return proposeSuspension(a);
    case "nearest_store":
      return answerStores(a);
    case "transfer_credit":
      return proposeTransfer(a);
    case "advance":
      return answerAdvance(a);
    case "faq":
      return (await answerFaq(a)) ?? handOver(a);
    case "greeting":
      return answerGreeting(a, false);
    case "thanks":
      return answerGreeting(a, true);
  }
}
