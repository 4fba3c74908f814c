/** What the assistant says once a proposal was confirmed: done (with the new balance), or why not. */
import { formatMsisdn } from "../../../contracts/msisdn.ts";
import { actorOf, type ServiceContext } from "../../context.ts";
import { ownedLine } from "../../lines/line-access.ts";
import type { Lang } from "../types.ts";
import { kafooPath, refusalLink, refusalText } from "./kafoo-replies.ts";
import { switchOf } from "./proposals.ts";
import { payBillPath, type Reply, rechargePath } from "./reply.ts";
import type { ActionRow } from "./rows.ts";
import { dayText, isolate, type Say } from "./say.ts";

export async function outcomeReply(
  ctx: ServiceContext,
  say: Say,
  lang: Lang,
  action: ActionRow,
  ok: boolean,
): Promise<Reply> {
  // Told to the user who confirmed the action, about the line it was for (checked when confirmed).
  const line = await ownedLine(ctx.db, actorOf(ctx), action.lineId);
  const number = isolate(formatMsisdn(line.msisdn));
  const outcome = action.outcome ?? { code: "done" };
  if (!ok) {
    const reason = refusalText(say, outcome.code, outcome.values);
    const money = outcome.code === "insufficient_balance";
    const kafoo = action.kind === "transfer_credit" || action.kind === "take_advance";
    const fix = kafoo
      ? refusalLink(say, { line }, outcome.code, action.kind === "transfer_credit" ? "transfer" : "advance")
      : money
        ? line.billing === "prepaid"
          ? { label: say("assistant.link.recharge"), href: rechargePath(line) }
          : { label: say("assistant.link.payBill"), href: payBillPath(line) }
        : { label: say("assistant.link.help"), href: "/myzain/help" };
    return { text: say("assistant.outcome.refused", { reason }), extras: { links: [fix] } };
  }
  switch (action.kind) {
    case "buy_bundle": {
      const name = action.params.name ?? action.params.offering ?? "";
      const lines = [say("assistant.outcome.bought", { name, price: action.chargeIqd ?? 0 })];
      if (outcome.endsAt) lines.push(say("assistant.outcome.boughtUntil", { date: dayText(lang, outcome.endsAt) }));
      if (line.billing === "prepaid" && outcome.balanceIqd !== undefined) {
        lines.push(say("assistant.outcome.balance", { amount: outcome.balanceIqd }));
      }
      return {
        text: lines.join("\n"),
        extras: { links: [{ label: say("assistant.link.dashboard"), href: `/myzain?line=${line.id}` }] },
      };
    }
    case "transfer_credit":
      return {
        text: say("assistant.outcome.transferred", {
          amount: action.params.amountIqd ?? 0,
          recipient: isolate(action.params.recipientMasked ?? ""),
          fee: action.params.feeIqd ?? 0,
          balance: outcome.balanceIqd ?? 0,
          reference: isolate((outcome.reference ?? "").slice(0, 8)),
        }),
        extras: { links: [{ label: say("assistant.link.statement"), href: `/myzain/statement?line=${line.id}` }] },
      };
    case "take_advance":
      return {
        text: say("assistant.outcome.advanced", {
          amount: action.params.amountIqd ?? 0,
          balance: outcome.balanceIqd ?? 0,
          owed: outcome.outstandingIqd ?? 0,
        }),
        extras: { links: [{ label: say("assistant.link.kafoo"), href: kafooPath(line.id, "advance") }] },
      };
    case "suspend_line":
      return {
        text: say("assistant.outcome.suspended", { number }),
        extras: { links: [{ label: say("assistant.link.dashboard"), href: `/myzain?line=${line.id}` }] },
      };
    default:
      return {
        text: say(switchOf(action.kind).done, { number }),
        extras: { links: [{ label: say("assistant.link.manageData"), href: `/myzain/manage-data?line=${line.id}` }] },
      };
  }
}
