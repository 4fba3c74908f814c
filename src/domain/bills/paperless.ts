/**
 * Paperless bill: when a bill is issued, a customer who chose it gets an SMS to the billed line
 * and, with an email address in their profile, an email; both in the customer's language and
 * linking to the bill. Written in the transaction that issues the bill, through the durable
 * outboxes, so it is sent once: with the bill, or not at all.
 */
import { eq } from "drizzle-orm";
import { baghdadToday } from "../../contracts/business-time.ts";
import { formatMsisdn } from "../../contracts/msisdn.ts";
import type { Db } from "../../db/client.server.ts";
import { accounts, type bills, lines } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import type { ServiceContext } from "../context.ts";
import { enqueueEmail } from "../email/outbox.ts";
import { enqueueSms } from "../sms/outbox.ts";

type IssuedBill = Pick<typeof bills.$inferSelect, "id" | "lineId" | "periodStart" | "periodEnd" | "dueAt" | "totalIqd">;

/** The bill's page in the customer's language (the bills pages: /{lang}/myzain/bills/{billId}). */
export const billLink = (ctx: ServiceContext, language: string, billId: string) =>
  `${ctx.env.config.server.publicOrigin}/${language}/myzain/bills/${billId}`;

export async function paperlessBillNotice(tx: Db, ctx: ServiceContext, bill: IssuedBill, accountId: string) {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account?.paperlessBill) return;
  const [line] = await tx.select({ msisdn: lines.msisdn }).from(lines).where(eq(lines.id, bill.lineId));
  if (!line) return;
  const lang = account.language;
  const values = {
    brand: ctx.env.config.brand.names[lang],
    name: account.name,
    msisdn: formatMsisdn(line.msisdn),
    // Numbers go in as numbers: the translator prints them in the language's digits (decision 066).
    total: bill.totalIqd,
    // Dates are business days written the same in every language (YYYY-MM-DD), as other SMS do.
    from: baghdadToday(bill.periodStart),
    to: baghdadToday(new Date(bill.periodEnd.getTime() - 1)),
    due: baghdadToday(bill.dueAt),
    link: billLink(ctx, lang, bill.id),
  };
  await enqueueSms(tx, line.msisdn, translate(lang, "bills.paperless.sms", values));
  if (account.email) {
    await enqueueEmail(tx, {
      to: account.email,
      subject: translate(lang, "bills.paperless.emailSubject", values),
      body: translate(lang, "bills.paperless.emailBody", values),
      dedupeKey: `bill_issued:${bill.id}`,
    });
  }
}
