import { and, asc, eq, sql } from "drizzle-orm";
import { type BillItem, type BillUsageKind, billUsageKinds } from "../../contracts/api/bills.ts";
import type { Db } from "../../db/client.server.ts";
import { type bills, ledgerEntries, offerings, offeringTranslations, usageRecords } from "../../db/schema/index.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import { billColumn, billedEntries } from "./bill-charges.ts";

type Bill = typeof bills.$inferSelect;

/**
 * Usage grouped as a bill reads it: anything used abroad is roaming, then data, calls and SMS to
 * other countries, SMS, and calls at home. The network's event gives the destination and country.
 */
const usageKind = sql<BillUsageKind>`case
  when ${usageRecords.country} <> 'IQ' or ${usageRecords.destination} = 'roaming' then 'roaming'
  when ${ledgerEntries.details}->>'type' = 'data' then 'data'
  when ${usageRecords.destination} = 'international' then 'international'
  when ${ledgerEntries.details}->>'type' = 'sms' then 'sms'
  else 'calls' end`;

/** Charged quantity in the unit a bill shows: whole minutes, messages or megabytes, rounded up. */
function quantityOf(kind: BillUsageKind, raw: number): BillItem["quantity"] {
  if (kind === "calls") return { unit: "minutes", value: Math.ceil(raw / 60) };
  if (kind === "sms") return { unit: "messages", value: raw };
  if (kind === "data") return { unit: "mb", value: Math.ceil(raw / 1024) };
  // International mixes minutes and messages, roaming every unit: only the amount means something.
  return null;
}

/**
 * A bill's items, read from the ledger entries of its period with the rules that made its totals
 * (bill-charges.ts, shared with issueDueBills): each plan fee and bundle, usage by kind, then tax.
 * Should the ledger and the stored totals ever disagree, an "other" item carries the difference,
 * so the items always add up to the total the customer owes.
 */
export async function billItems(db: Db, bill: Bill, locale: LocaleCode): Promise<BillItem[]> {
  const inPeriod = await billedEntries(db, bill.lineId, bill.periodStart, bill.periodEnd);
  const charges = await db
    .select({
      column: sql<
        "plan" | "bundle" | null
      >`case when ${billColumn.plan} then 'plan' when ${billColumn.bundles} then 'bundle' end`,
      amountIqd: ledgerEntries.amountIqd,
      createdAt: ledgerEntries.createdAt,
      slug: offerings.slug,
      name: offeringTranslations.name,
    })
    .from(ledgerEntries)
    .innerJoin(offerings, eq(offerings.slug, sql`${ledgerEntries.details}->>'offering'`))
    .leftJoin(
      offeringTranslations,
      and(eq(offeringTranslations.offeringId, offerings.id), eq(offeringTranslations.locale, locale)),
    )
    .where(inPeriod)
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const item = (kind: "plan" | "bundle", c: (typeof charges)[number]): BillItem => ({
    kind,
    name: c.name ?? c.slug,
    usage: null,
    quantity: null,
    chargedAt: c.createdAt.toISOString(),
    amountIqd: -c.amountIqd,
  });
  const plan = charges.filter((c) => c.column === "plan").map((c) => item("plan", c));
  const bundles = charges.filter((c) => c.column === "bundle").map((c) => item("bundle", c));

  const used = await db
    .select({
      kind: usageKind,
      amountIqd: sql<number>`coalesce(sum(-${ledgerEntries.amountIqd}), 0)::int`,
      quantity: sql<number>`coalesce(sum((${ledgerEntries.details}->>'quantity')::int), 0)::int`,
    })
    .from(ledgerEntries)
    .leftJoin(usageRecords, eq(usageRecords.eventId, sql`${ledgerEntries.details}->>'event'`))
    .where(and(inPeriod, billColumn.usage))
    .groupBy(usageKind);
  const usage = billUsageKinds.flatMap((kind): BillItem[] => {
    const row = used.find((u) => u.kind === kind);
    if (!row || row.amountIqd === 0) return [];
    return [
      {
        kind: "usage",
        name: null,
        usage: kind,
        quantity: quantityOf(kind, row.quantity),
        chargedAt: null,
        amountIqd: row.amountIqd,
      },
    ];
  });

  const items = [...plan, ...bundles, ...usage];
  const itemised = items.reduce((sum, i) => sum + i.amountIqd, 0);
  const other = bill.planIqd + bill.bundlesIqd + bill.usageIqd - itemised;
  const rest: BillItem[] = [];
  // An upgrade's prorated fee (src/domain/plans): one item, as the bill stores it.
  if (bill.planChangeIqd !== 0)
    rest.push({
      kind: "plan_change",
      name: null,
      usage: null,
      quantity: null,
      chargedAt: null,
      amountIqd: bill.planChangeIqd,
    });
  if (other !== 0)
    rest.push({ kind: "other", name: null, usage: null, quantity: null, chargedAt: null, amountIqd: other });
  if (bill.taxIqd !== 0)
    rest.push({ kind: "tax", name: null, usage: null, quantity: null, chargedAt: null, amountIqd: bill.taxIqd });
  return [...items, ...rest];
}
