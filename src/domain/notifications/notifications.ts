import { and, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Notification, NotificationList } from "../../contracts/api/notifications.ts";
import { baghdadToday } from "../../contracts/business-time.ts";
import type { NotificationKind } from "../../contracts/myzain.ts";
import type { Db } from "../../db/client.server.ts";
import {
  accountLines,
  accounts,
  lines,
  notifications,
  offerings,
  offeringTranslations,
} from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import { brandFor } from "../../i18n/language/glossary.ts";
import { type Actor, actorOf, type ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { enqueueSms } from "../sms/outbox.ts";

/**
 * Tells the account something about one of its lines. With a dedupe key the same notice is
 * written once (a job running again, or two usage events crossing the same threshold).
 */
export async function notify(
  db: Db,
  n: {
    accountId: string;
    lineId?: string;
    kind: NotificationKind;
    params?: Record<string, string | number>;
    dedupeKey?: string;
    at?: Date;
  },
): Promise<void> {
  const written = await db
    .insert(notifications)
    .values({
      accountId: n.accountId,
      lineId: n.lineId ?? null,
      kind: n.kind,
      params: n.params ?? {},
      dedupeKey: n.dedupeKey ?? null,
      createdAt: n.at ?? new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (written.length > 0 && SMS_KINDS.has(n.kind)) await textNotice(db, n);
}

/** The notices worth an SMS as well, for customers who keep SMS alerts on (the default). */
const SMS_KINDS = new Set<NotificationKind>([
  "low_balance",
  "bundle_used_100",
  "renewal_failed",
  "line_suspended",
  "line_suspended_by_operator",
  "points_expiring",
  "voucher_bundle",
  "autopay_paused",
  "autopay_paused_limit",
]);

/** Texts a notice to its line (or the account's main line) in the account's language. */
async function textNotice(
  db: Db,
  n: { accountId: string; lineId?: string; kind: NotificationKind; params?: Record<string, string | number> },
) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, n.accountId));
  if (!account?.smsAlerts) return;
  const [line] = await db
    .select({ msisdn: lines.msisdn })
    .from(accountLines)
    .innerJoin(lines, eq(lines.id, accountLines.lineId))
    .where(
      and(eq(accountLines.accountId, n.accountId), n.lineId ? eq(lines.id, n.lineId) : eq(accountLines.isPrimary, 1)),
    );
  if (!line) return;
  const params = n.params ?? {};
  const slug = typeof params.offering === "string" ? params.offering : null;
  const [named] = slug
    ? await db
        .select({ name: offeringTranslations.name })
        .from(offerings)
        .innerJoin(
          offeringTranslations,
          and(eq(offeringTranslations.offeringId, offerings.id), eq(offeringTranslations.locale, account.language)),
        )
        .where(eq(offerings.slug, slug))
    : [];
  const body = translate(account.language, `sms.notice.${n.kind}`, {
    brand: brandFor(account.language),
    offering: named?.name ?? slug ?? "",
    // Numbers go in as numbers: the translator prints them in the language's digits (decision 066).
    price: numberOrText(params.price),
    balance: numberOrText(params.balance),
    points: numberOrText(params.points),
    // A date in an SMS is the day in business time, written the same in every language (YYYY-MM-DD).
    date: typeof params.endsAt === "string" && params.endsAt ? baghdadToday(new Date(params.endsAt)) : "",
  });
  await enqueueSms(db, line.msisdn, body);
}

/** SMS notices are signed with the short brand name, written as the message's language writes it. */
export const brandInSms = brandFor;

const numberOrText = (value: unknown) => (typeof value === "number" ? value : String(value ?? ""));

/**
 * The notices a user may read: the owner every notice of the account; a member of a business
 * account only those about the lines given to them, as with the lines themselves (decision 074).
 */
function noticesFor(actor: Pick<Actor, "accountId" | "role" | "lineIds">): SQL | undefined {
  const account = eq(notifications.accountId, actor.accountId);
  if (actor.role === "owner") return account;
  return and(account, actor.lineIds.length > 0 ? inArray(notifications.lineId, [...actor.lineIds]) : sql`false`);
}

/** The newest 50 notices with the offering named in the caller's language, and the unread count. */
export async function listNotifications({ ctx }: ServiceCall): Promise<NotificationList> {
  const { db, locale } = ctx;
  const actor = actorOf(ctx);
  const rows = await db
    .select()
    .from(notifications)
    .where(noticesFor(actor))
    .orderBy(desc(notifications.createdAt))
    .limit(50);
  const slugs = [...new Set(rows.map((r) => r.params.offering).filter((s): s is string => typeof s === "string"))];
  const names = new Map(
    slugs.length === 0
      ? []
      : (
          await db
            .select({ slug: offerings.slug, name: offeringTranslations.name })
            .from(offerings)
            .innerJoin(
              offeringTranslations,
              and(eq(offeringTranslations.offeringId, offerings.id), eq(offeringTranslations.locale, locale)),
            )
            .where(inArray(offerings.slug, slugs))
        ).map((r) => [r.slug, r.name]),
  );
  return {
    unread: await unreadCount(db, actor),
    items: rows.map(
      (r): Notification => ({
        id: r.id,
        kind: r.kind,
        lineId: r.lineId,
        params:
          typeof r.params.offering === "string"
            ? { ...r.params, offeringName: names.get(r.params.offering) ?? r.params.offering }
            : r.params,
        read: r.readAt !== null,
        createdAt: r.createdAt.toISOString(),
      }),
    ),
  };
}

/** How many of the notices a user may read are unread (for the header's badge). */
export async function unreadCount(db: Db, actor: Pick<Actor, "accountId" | "role" | "lineIds">): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(noticesFor(actor), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's notices read; a notice they may not read (another account's, another member's line) is a 404. */
export async function markRead({ ctx, input }: ServiceCall<{ id: string }>): Promise<void> {
  const rows = await ctx.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${ctx.now})` })
    .where(and(eq(notifications.id, input.id), noticesFor(actorOf(ctx))))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw new DomainError("not_found", "notification_not_found");
}

/** Marks every unread notice of the customer read; how many there were. */
export async function markAllRead({ ctx }: ServiceCall): Promise<{ marked: number }> {
  const rows = await ctx.db
    .update(notifications)
    .set({ readAt: ctx.now })
    .where(and(noticesFor(actorOf(ctx)), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marked: rows.length };
}
