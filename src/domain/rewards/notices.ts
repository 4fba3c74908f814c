import { and, eq } from "drizzle-orm";
import { baghdadToday } from "../../contracts/business-time.ts";
import type { NotificationKind } from "../../contracts/myzain.ts";
import type { Db } from "../../db/client.server.ts";
import { accountLines, accounts, lines } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import { brandInSms, notify } from "../notifications/notifications.ts";
import { enqueueSms } from "../sms/outbox.ts";
import type { RewardRow } from "./rewards-rows.ts";

type Notice = {
  accountId: string;
  kind: Extract<NotificationKind, "reward_redeemed" | "free_voucher_claimed">;
  lineId: string | null;
  /** The reward's or campaign's name in each language. */
  names: Record<LocaleCode, { name: string }>;
  params: Record<string, string | number>;
  dedupeKey: string;
  now: Date;
};

/**
 * Tells the customer, in the transaction of what happened: a notice in myzain and, for customers
 * who keep SMS alerts on, an SMS in their language to the line concerned (else their main line).
 * Codes are never put in the SMS: the outbox and the network are no place for them.
 */
async function tell(tx: Db, n: Notice) {
  const [account] = await tx
    .select({ language: accounts.language, smsAlerts: accounts.smsAlerts })
    .from(accounts)
    .where(eq(accounts.id, n.accountId));
  if (!account) return;
  const name = n.names[account.language].name;
  await notify(tx, {
    accountId: n.accountId,
    ...(n.lineId ? { lineId: n.lineId } : {}),
    kind: n.kind,
    params: { ...n.params, name },
    dedupeKey: n.dedupeKey,
    at: n.now,
  });
  if (!account.smsAlerts) return;
  const [line] = await tx
    .select({ msisdn: lines.msisdn })
    .from(accountLines)
    .innerJoin(lines, eq(lines.id, accountLines.lineId))
    .where(
      and(eq(accountLines.accountId, n.accountId), n.lineId ? eq(lines.id, n.lineId) : eq(accountLines.isPrimary, 1)),
    );
  if (!line) return;
  const values = Object.fromEntries(Object.entries({ ...n.params, name }).map(([k, v]) => [k, String(v)]));
  await enqueueSms(
    tx,
    line.msisdn,
    translate(account.language, `sms.notice.${n.kind}`, { ...values, brand: brandInSms(account.language) }),
  );
}

export function tellRedeemed(
  tx: Db,
  r: {
    accountId: string;
    redemptionId: string;
    reward: RewardRow;
    line: { id: string } | null;
    balance: number;
    now: Date;
  },
) {
  return tell(tx, {
    accountId: r.accountId,
    kind: "reward_redeemed",
    lineId: r.line?.id ?? null,
    names: r.reward.texts,
    params: { points: r.reward.pointsCost, balance: r.balance },
    dedupeKey: `reward_redeemed:${r.redemptionId}`,
    now: r.now,
  });
}

export function tellClaimed(
  tx: Db,
  c: {
    accountId: string;
    claimId: string;
    names: Record<LocaleCode, { name: string }>;
    lineId: string;
    expiresAt: Date;
    now: Date;
  },
) {
  return tell(tx, {
    accountId: c.accountId,
    kind: "free_voucher_claimed",
    lineId: c.lineId,
    names: c.names,
    params: { expires: baghdadToday(c.expiresAt) },
    dedupeKey: `free_voucher_claimed:${c.claimId}`,
    now: c.now,
  });
}
