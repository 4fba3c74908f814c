/**
 * Answers about the line's money and bundles, read through the same use cases as the myzain pages
 * (`lineBalance`, `listBills`), scoped to the signed-in customer's line.
 */
import { listBills } from "../../bills/bills.ts";
import { lineBalance } from "../../lines/line-view.ts";
import { type Asked, inLang, payBillPath, type Reply, rechargePath } from "./reply.ts";
import { dayText, quantityText } from "./say.ts";
import { chipsFor } from "./suggestions.ts";

async function balanceOf(a: Asked) {
  return lineBalance({ ctx: inLang(a), input: { lineId: a.line.id } });
}

/** The main balance (or what a postpaid line owes) and what is left of each running bundle. */
export async function answerBalance(a: Asked): Promise<Reply> {
  const { say, lang, line } = a;
  const view = await balanceOf(a);
  const money =
    line.billing === "prepaid"
      ? say("assistant.balance.prepaid", { amount: view.balanceIqd })
      : say("assistant.balance.postpaid", { owed: view.owedIqd, limit: view.creditLimitIqd });
  const left = view.buckets.map((b) => {
    const name = b.subscription?.name ?? say("assistant.balance.bucket");
    const what = b.remaining === null ? say("assistant.balance.unlimited") : quantityText(lang, b.kind, b.remaining);
    return b.expiresAt
      ? say("assistant.balance.left", { name, left: what, date: dayText(lang, b.expiresAt) })
      : say("assistant.balance.leftNoEnd", { name, left: what });
  });
  const text = [
    money,
    left.length > 0 ? say("assistant.balance.bundles") : say("assistant.balance.noBundles"),
    ...left,
  ];
  return {
    text: text.join("\n"),
    extras: {
      links: [
        { label: say("assistant.link.dashboard"), href: `/myzain?line=${line.id}` },
        line.billing === "prepaid"
          ? { label: say("assistant.link.recharge"), href: rechargePath(line) }
          : { label: say("assistant.link.payBill"), href: payBillPath(line) },
      ],
    },
  };
}

/** Running bundles and the day each ends (the named one only, when the customer named one). */
export async function answerExpiry(a: Asked): Promise<Reply> {
  const { say, lang, line } = a;
  const view = await balanceOf(a);
  const bundles = new Map<string, { name: string; endsAt: string | null; autoRenew: boolean; slug: string }>();
  for (const b of view.buckets) {
    if (!b.subscription || bundles.has(b.subscription.id)) continue;
    const s = b.subscription;
    bundles.set(s.id, { name: s.name, endsAt: b.expiresAt, autoRenew: s.autoRenew, slug: s.offering });
  }
  const wanted = a.understanding.bundle;
  const all = [...bundles.values()];
  const shown = wanted && all.some((b) => b.slug === wanted) ? all.filter((b) => b.slug === wanted) : all;
  if (shown.length === 0) {
    return {
      text: say("assistant.expiry.none"),
      extras: {
        links: [{ label: say("assistant.link.bundles"), href: `/myzain/hot-bundles?line=${line.id}` }],
        chips: chipsFor(lang, ["buy_bundle", "balance"]),
      },
    };
  }
  const lines = shown.map((b) => {
    const key = !b.endsAt
      ? "assistant.expiry.noEnd"
      : b.autoRenew
        ? "assistant.expiry.renews"
        : "assistant.expiry.ends";
    return say(key, { name: b.name, date: b.endsAt ? dayText(lang, b.endsAt) : "" });
  });
  return {
    text: lines.join("\n"),
    extras: { links: [{ label: say("assistant.link.manageData"), href: `/myzain/manage-data?line=${line.id}` }] },
  };
}

/** A postpaid line's latest bill: amount, due date, what is left to pay and where to pay it. */
export async function answerBill(a: Asked, wantsToPay: boolean): Promise<Reply> {
  const { say, lang, line } = a;
  if (line.billing === "prepaid") {
    const view = await balanceOf(a);
    return {
      text: say("assistant.bill.prepaid", { amount: view.balanceIqd }),
      extras: { links: [{ label: say("assistant.link.recharge"), href: rechargePath(line) }] },
    };
  }
  const [last] = await listBills({ ctx: inLang(a), input: { lineId: line.id } });
  const pay = { label: say("assistant.link.payBill"), href: payBillPath(line) };
  if (!last) return { text: say("assistant.bill.none"), extras: { links: [pay] } };
  const due = last.totalIqd - last.paidIqd;
  const facts = say("assistant.bill.last", {
    total: last.totalIqd,
    from: dayText(lang, last.periodStart),
    to: dayText(lang, last.periodEnd),
    due: dayText(lang, last.dueAt),
  });
  const state =
    due <= 0
      ? say("assistant.bill.paid")
      : say(last.status === "overdue" ? "assistant.bill.overdue" : "assistant.bill.open", { amount: due });
  const text = [facts, state, due > 0 && wantsToPay ? say("assistant.bill.payHere") : null].filter(Boolean);
  return {
    text: text.join("\n"),
    extras: {
      links: [pay, { label: say("assistant.link.statement"), href: `/myzain/statement?line=${line.id}` }],
    },
  };
}

/** Recharging: the recharge page for this line (postpaid lines pay their bill instead). */
export async function answerRecharge(a: Asked): Promise<Reply> {
  const { say, line } = a;
  if (line.billing === "postpaid") {
    return {
      text: say("assistant.recharge.postpaid"),
      extras: { links: [{ label: say("assistant.link.payBill"), href: payBillPath(line) }] },
    };
  }
  const amount = a.understanding.amount;
  return {
    text: amount ? say("assistant.recharge.amount", { amount }) : say("assistant.recharge.how"),
    extras: { links: [{ label: say("assistant.link.recharge"), href: rechargePath(line) }] },
  };
}
