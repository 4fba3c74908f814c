/**
 * Kafoo from the assistant (issue 20): a credit transfer quoted exactly as the transfer page
 * quotes it (masked number and name, amount, fee, balance after) and proposed to confirm; an
 * advance's eligibility with the reason, and an advance of a chosen amount proposed with its fee.
 * Both read through the same use cases as the page (`quoteTransfer`, `kafooOverview`); refusals are
 * the page's own messages. A transfer that needs the SMS code goes on on the page, filled in
 * (docs/decisions/068-assistant-kafoo.md).
 */
import { hasMessage } from "../../../i18n/catalogue.ts";
import { DomainError } from "../../errors.ts";
import { kafooOverview } from "../../kafoo/overview.ts";
import { quoteTransfer } from "../../kafoo/transfer.ts";
import { type Asked, inLang, type Reply, rechargePath } from "./reply.ts";
import { isolate, type Say } from "./say.ts";

/**
 * The Kafoo page for the line, at its transfer or its advance; with `to` and `amount`, the
 * transfer's confirmation step, filled in.
 */
export function kafooPath(lineId: string, part: "transfer" | "advance", to?: string, amount?: number): string {
  const query = new URLSearchParams({ line: lineId });
  if (to) query.set("to", to);
  if (amount) query.set("amount", String(amount));
  return `/prepaid/kafoo?${query}#${part}-heading`;
}

/** A refusal as the page words it: the API's message for the code, with the same values. */
export function refusalText(say: Say, code: string, values: Record<string, string | number> = {}): string {
  return say(hasMessage(`errors.${code}`) ? `errors.${code}` : "errors.conflict", values);
}

/** The values a refusal's message needs, without what only a form or a header uses. */
export function refusalValues(error: DomainError): Record<string, string | number> {
  const { field: _field, retryAfter: _retry, ...values } = error.details;
  return values;
}

/** Too little credit is fixed by recharging; anything else about Kafoo on its page. */
export function refusalLink(say: Say, a: Pick<Asked, "line">, code: string, part: "transfer" | "advance") {
  return /insufficient_balance$/.test(code)
    ? { label: say("assistant.link.recharge"), href: rechargePath(a.line) }
    : { label: say("assistant.link.kafoo"), href: kafooPath(a.line.id, part) };
}

/** "Ah••• Ka••• (0780 ••• ••67)", or the masked number alone when nobody holds the line. */
const recipientText = (masked: string, name: string | null) =>
  name ? `${isolate(name)} (${isolate(masked)})` : isolate(masked);

/** "Transfer 2000 to 0780…": the quote and a proposal; or what is missing, or why not. */
export async function proposeTransfer(a: Asked): Promise<Reply> {
  const { say, line } = a;
  const { recipient, amount } = a.understanding;
  const page = { label: say("assistant.link.kafoo"), href: kafooPath(line.id, "transfer", recipient, amount) };
  if (!recipient || !amount) {
    const example = { amount: 2000, example: isolate("0780 123 4567") };
    return { text: say("assistant.transfer.details", example), extras: { links: [page] } };
  }
  let quote: Awaited<ReturnType<typeof quoteTransfer>>;
  try {
    quote = await quoteTransfer({ ctx: inLang(a), input: { lineId: line.id, recipient, amountIqd: amount } });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const reason = refusalText(say, error.code, refusalValues(error));
    return {
      text: say("assistant.transfer.refused", { reason }),
      extras: { links: [refusalLink(say, a, error.code, "transfer")] },
    };
  }
  const facts = {
    amount: quote.amountIqd,
    recipient: recipientText(quote.recipient, quote.recipientName),
    fee: quote.feeIqd,
    total: quote.totalIqd,
    after: quote.balanceAfterIqd,
  };
  if (quote.needsCode) {
    const limit = a.ctx.env.config.kafoo.transfer.codeAboveIqd;
    return {
      text: [say("assistant.transfer.quote", facts), say("assistant.transfer.needsCode", { limit })].join("\n"),
      extras: { links: [{ label: say("assistant.link.transferCode"), href: page.href }] },
    };
  }
  return {
    text: say("assistant.transfer.confirm", facts),
    proposal: {
      kind: "transfer_credit",
      params: {
        recipient,
        recipientMasked: quote.recipient,
        recipientName: quote.recipientName,
        amountIqd: quote.amountIqd,
        feeIqd: quote.feeIqd,
      },
      chargeIqd: quote.totalIqd,
    },
  };
}

/** "Can I take an advance?": whether, why not, or the amounts with their fees; with an amount, a proposal. */
export async function answerAdvance(a: Asked): Promise<Reply> {
  const { say, line } = a;
  const page = { label: say("assistant.link.kafoo"), href: kafooPath(line.id, "advance") };
  const overview = await kafooOverview({ ctx: inLang(a), input: { lineId: line.id } });
  const { advance } = overview;
  if (overview.paused.creditAdvance) return { text: say("kafoo.paused.advance"), extras: { links: [page] } };
  if (advance.outstandingIqd > 0) {
    return { text: say("assistant.advance.owed", { owed: advance.outstandingIqd }), extras: { links: [page] } };
  }
  if (advance.refusal) {
    const reason = say(`kafoo.advance.why.${advance.refusal}`, {
      days: advance.minDays,
      recharges: advance.minRecharges,
    });
    const links = advance.refusal === "not_prepaid" ? [] : [page];
    return { text: say("assistant.advance.notEligible", { reason }), extras: { links } };
  }
  const chosen = advance.offers.find((o) => o.amountIqd === a.understanding.amount);
  if (chosen) {
    return {
      text: say("assistant.advance.confirm", {
        amount: chosen.amountIqd,
        fee: chosen.feeIqd,
        repay: chosen.repayIqd,
        balance: overview.balanceIqd + chosen.amountIqd,
      }),
      proposal: {
        kind: "take_advance",
        params: { amountIqd: chosen.amountIqd, feeIqd: chosen.feeIqd },
        chargeIqd: chosen.feeIqd,
      },
    };
  }
  const opening = a.understanding.amount
    ? say("assistant.advance.amounts", { amount: a.understanding.amount })
    : say("assistant.advance.eligible");
  const offers = advance.offers.map((o) =>
    say("assistant.advance.offer", { amount: o.amountIqd, fee: o.feeIqd, repay: o.repayIqd }),
  );
  return {
    text: [opening, ...offers].join("\n"),
    extras: {
      links: [page],
      // Each amount as a suggestion the customer can press, worded in the answer's language.
      chips: advance.offers.map((o) => say("assistant.advance.chip", { amount: o.amountIqd })),
    },
  };
}
