/**
 * Answers that would change the account: each becomes a proposal with its exact charge, which
 * happens only when the customer confirms it (actions.ts). What cannot be done is said at once,
 * before anything is proposed: a bundle not for this line, a balance too small, a switch already set.
 */
import { eq } from "drizzle-orm";
import type { ActionKind } from "../../../contracts/assistant.ts";
import { formatMsisdn } from "../../../contracts/msisdn.ts";
import { lineBalances } from "../../../db/schema/index.ts";
import { checkEligible } from "../../bundles/eligibility.ts";
import { findOffering } from "../../catalogue/offerings.ts";
import { DomainError } from "../../errors.ts";
import { getServices } from "../../lines/services.ts";
import { type Asked, inLang, type Reply, rechargePath } from "./reply.ts";
import { isolate } from "./say.ts";
import { chipsFor } from "./suggestions.ts";

/** "Buy <name> for <price> IQD from your balance?" — or why it cannot be bought. */
export async function proposeBundle(a: Asked): Promise<Reply> {
  const { say, line, lang, ctx } = a;
  const slug = a.understanding.bundle;
  const bundles = { label: say("assistant.link.bundles"), href: `/myzain/hot-bundles?line=${line.id}` };
  if (!slug) return { text: say("assistant.buy.which"), extras: { links: [bundles] } };
  const offering = await findOffering(inLang(a), slug, ctx.now);
  try {
    checkEligible(line, offering);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      text: say("assistant.buy.notForLine", { name: offering.name, reason: say(`errors.${error.code}`) }),
      extras: { links: [bundles] },
    };
  }
  const [money] = await ctx.db.select().from(lineBalances).where(eq(lineBalances.lineId, line.id));
  const balance = money?.balanceIqd ?? 0;
  if (line.billing === "prepaid" && balance < offering.priceIqd) {
    return {
      text: say("assistant.buy.tooLittle", { name: offering.name, price: offering.priceIqd, balance }),
      extras: { links: [{ label: say("assistant.link.recharge"), href: rechargePath(line) }, bundles] },
    };
  }
  const validity = offering.validityDays
    ? say("assistant.buy.validity", { count: offering.validityDays })
    : say("assistant.buy.noEnd");
  const ask = line.billing === "prepaid" ? "assistant.buy.confirmPrepaid" : "assistant.buy.confirmPostpaid";
  return {
    text: [say(ask, { name: offering.name, price: offering.priceIqd }), validity].join("\n"),
    proposal: {
      kind: "buy_bundle",
      params: { offering: offering.slug, name: offering.name },
      chargeIqd: offering.priceIqd,
    },
    extras: { chips: chipsFor(lang, ["balance"]) },
  };
}

const SWITCHES = {
  roaming_on: {
    service: "roaming",
    on: true,
    already: "assistant.switch.already.roaming_on",
    confirm: "assistant.switch.confirm.roaming_on",
    done: "assistant.outcome.roaming_on",
  },
  roaming_off: {
    service: "roaming",
    on: false,
    already: "assistant.switch.already.roaming_off",
    confirm: "assistant.switch.confirm.roaming_off",
    done: "assistant.outcome.roaming_off",
  },
  data_on: {
    service: "mobileData",
    on: true,
    already: "assistant.switch.already.data_on",
    confirm: "assistant.switch.confirm.data_on",
    done: "assistant.outcome.data_on",
  },
  data_off: {
    service: "mobileData",
    on: false,
    already: "assistant.switch.already.data_off",
    confirm: "assistant.switch.confirm.data_off",
    done: "assistant.outcome.data_off",
  },
} as const;
export type SwitchKind = keyof typeof SWITCHES;
export const switchOf = (kind: SwitchKind) => SWITCHES[kind];

/** Roaming or mobile data on or off, unless it already is. */
export async function proposeSwitch(a: Asked, kind: SwitchKind): Promise<Reply> {
  const { say, line } = a;
  const { service, on, already, confirm } = SWITCHES[kind];
  const now = await getServices({ ctx: a.ctx, input: { lineId: line.id } });
  const number = isolate(formatMsisdn(line.msisdn));
  const manage = { label: say("assistant.link.manageData"), href: `/myzain/manage-data?line=${line.id}` };
  if (now[service] === on) return { text: say(already, { number }), extras: { links: [manage] } };
  return { text: say(confirm, { number }), proposal: { kind, params: {}, chargeIqd: null } };
}

/** Suspending a lost or stolen SIM: said plainly what stops, and how to resume. */
export function proposeSuspension(a: Asked): Reply {
  const { say, line } = a;
  const number = isolate(formatMsisdn(line.msisdn));
  if (line.status === "suspended") return { text: say("assistant.suspend.already", { number }) };
  return {
    text: say("assistant.suspend.confirm", { number }),
    proposal: { kind: "suspend_line" satisfies ActionKind, params: {}, chargeIqd: null },
  };
}
