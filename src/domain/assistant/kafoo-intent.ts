import { latinDigits } from "../../contracts/msisdn.ts";
import { extractAmount } from "./amount.ts";
import type { Found, Words } from "./cues.ts";
import type { Concept } from "./lexicon/concepts.ts";
import type { Intent } from "./types.ts";

export type KafooAsk = {
  intent: Extract<Intent, "transfer_credit" | "advance">;
  confidence: number;
  more: { recipient?: string; amount?: number };
  /** Asked how it works: a help article answers first, if one does. */
  asking: boolean;
};

const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * A mobile number in a message, however it is typed: "0780 123 4567", "07801234567",
 * "+964 780 123 4567", "٠٧٥١٢٣٤٥٦٧٨". Any Iraqi mobile number is taken (not only Zain's), so the
 * transfer's own refusal ("a Zain mobile number: 078 or 079") is what the customer hears.
 */
const PHONE = /(?<![\d+])(?:(?:\+|00)?964[\s-]*|0)?7\d{2}(?:[\s-]?\d){7}(?!\d)/;

/** The number said, in national digits ("07801234567"), and the message without it. */
export function findRecipient(text: string): { recipient?: string; rest: string } {
  const latin = latinDigits(text);
  const match = PHONE.exec(latin);
  if (!match) return { rest: latin };
  let digits = match[0].replace(/\D/g, "");
  if (digits.startsWith("00")) digits = digits.slice(2);
  if (digits.startsWith("964")) digits = digits.slice(3);
  if (!digits.startsWith("0")) digits = `0${digits}`;
  const rest = `${latin.slice(0, match.index)} ${latin.slice(match.index + match[0].length)}`;
  return { recipient: digits, rest };
}

/**
 * An amount of credit: "2000", "٥٠٠٠ دينار", "5 الاف", "2k". Transfers and advances are at least
 * a few hundred dinars, so a bare small number is thousands, as people say it ("حول ٥" is 5,000).
 */
export function creditAmount(text: string): number | undefined {
  const amount = extractAmount(text);
  if (amount === undefined) return undefined;
  return amount < 100 ? amount * 1000 : amount;
}

/** What keeps a message from being a transfer or an advance, whatever else it says. */
const NEVER: Concept[] = ["negation", "human", "person", "complaint", "charge", "if"];

type Has = (c: Concept) => boolean;

/**
 * A credit transfer ("transfer 2000 to 0780…", "حول ٥٠٠٠ دينار الى ٠٧٨…", "٥٠٠٠ دینار بنێرە بۆ
 * ٠٧٨…") or a credit advance ("can I take an advance", "سلفة", "قەرز"), with `asking` when it is
 * asked how it works (then a help article answers first, if one does). A transfer needs a number,
 * an amount or the word credit beside its verb, so "send me my bill" and "سؤال حول الرصيد" (a
 * question *about* the balance: حول is also "about") are not transfers; nor are bundles sent as
 * gifts, recharges of another number, or a bill paid. Either is only ever proposed: the
 * conversation shows the quote and the customer confirms.
 */
export function kafooIntent(text: string, w: Words, found: Found, has: Has): KafooAsk | undefined {
  if (NEVER.some(has)) return undefined;
  const asking = has("howto");
  if (has("transfer") && !has("recharge") && !has("units") && !has("bundle") && !has("pay") && !has("bill")) {
    const { recipient, rest } = findRecipient(text);
    const amount = creditAmount(rest);
    // "حول" opens a request only at the start ("حول رصيد"); elsewhere it may be "about". "Send me
    // my credit" sends nothing to anyone.
    const at = [...(found.get("transfer") ?? [])];
    const clear = at.some((i) => i === 0 || w.tokens[i] !== "حول") && !at.some((i) => w.tokens[i + 1] === "me");
    if (recipient !== undefined || (clear && (amount !== undefined || has("balance")))) {
      const sure = recipient !== undefined && amount !== undefined;
      return { intent: "transfer_credit", confidence: sure ? 0.9 : 0.7, more: defined({ recipient, amount }), asking };
    }
  }
  // "How much do I owe" (قەرزم چەندە) is a bill; paying a debt back is paying the bill.
  const owedHowMuch = has("owed") && has("how_much");
  if (has("advance") && !has("pay") && !has("bill") && !owedHowMuch && !has("bundle")) {
    return { intent: "advance", confidence: 0.8, more: defined({ amount: creditAmount(text) }), asking };
  }
  return undefined;
}
