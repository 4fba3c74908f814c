/**
 * What a ticket's customer is told, in the ticket's language: an SMS to the contact number through
 * the durable outbox (in the transaction of the change), and, for a customer with an account, a
 * notice in myzain's notifications. A signed-out contact has no page to read a reply on, so their
 * SMS carries the reply itself.
 */
import { TICKET_STATUS_LABELS } from "../../contracts/tickets.ts";
import type { Db } from "../../db/client.server.ts";
import { translate } from "../../i18n/catalogue.ts";
import type { ServiceContext } from "../context.ts";
import { brandInSms, notify } from "../notifications/notifications.ts";
import { enqueueSms } from "../sms/outbox.ts";
import type { TicketRow } from "./ticket-rows.ts";

/** A reply longer than this is cut in the SMS (about three concatenated Arabic messages). */
const SMS_REPLY_CHARS = 200;

const helpLink = (ctx: ServiceContext, t: TicketRow) =>
  `${ctx.env.config.server.publicOrigin}/${t.locale}/myzain/help?ticket=${t.reference}`;

export async function tellCreated(tx: Db, ctx: ServiceContext, t: TicketRow) {
  const key = t.accountId ? "care.sms.created_account" : "care.sms.created_contact";
  const body = translate(t.locale, key, {
    brand: brandInSms(t.locale),
    reference: t.reference,
    link: helpLink(ctx, t),
  });
  await enqueueSms(tx, t.contactMsisdn, body);
}

export async function tellReply(tx: Db, ctx: ServiceContext, t: TicketRow, text: string) {
  const cut = text.length > SMS_REPLY_CHARS ? `${text.slice(0, SMS_REPLY_CHARS - 1)}…` : text;
  const body = t.accountId
    ? translate(t.locale, "care.sms.reply_account", {
        brand: brandInSms(t.locale),
        reference: t.reference,
        link: helpLink(ctx, t),
      })
    : translate(t.locale, "care.sms.reply_contact", { brand: brandInSms(t.locale), reference: t.reference, text: cut });
  await enqueueSms(tx, t.contactMsisdn, body);
  if (t.accountId) {
    await notify(tx, { accountId: t.accountId, kind: "ticket_reply", params: { reference: t.reference }, at: ctx.now });
  }
}

export async function tellStatus(tx: Db, ctx: ServiceContext, t: TicketRow) {
  const status = translate(t.locale, TICKET_STATUS_LABELS[t.status]);
  const body = translate(t.locale, "care.sms.status", { brand: brandInSms(t.locale), reference: t.reference, status });
  await enqueueSms(tx, t.contactMsisdn, body);
  if (t.accountId) {
    await notify(tx, {
      accountId: t.accountId,
      kind: "ticket_status",
      params: { reference: t.reference, status: t.status },
      at: ctx.now,
    });
  }
}
