import type { Db } from "../../db/client.server.ts";
import { translate } from "../../i18n/catalogue.ts";
import { holderOfLine, smsLanguage } from "../kafoo/line-holder.ts";
import { brandInSms } from "../notifications/notifications.ts";
import { enqueueSms } from "../sms/outbox.ts";
import { type DigitalServiceRow, serviceName } from "./services.ts";

const SMS_KEYS = {
  subscribed: "sms.digitalServices.subscribed",
  renewed: "sms.digitalServices.renewed",
  lapsed: "sms.digitalServices.lapsed",
} as const;

export type ServiceSmsKind = keyof typeof SMS_KEYS;

/**
 * The SMS the digital services page promises after every charge (and when a renewal could not be
 * paid), in the language of the account holding the line, Arabic when none does. Dates are the
 * Baghdad day as 2026-12-27, unambiguous in all three languages; amounts go in as numbers so the
 * translator writes them in the language's digits.
 */
export async function sendServiceSms(
  db: Db,
  line: { id: string; msisdn: string },
  kind: ServiceSmsKind,
  service: DigitalServiceRow,
  values: { price: number; renewsAt?: Date },
): Promise<void> {
  const language = smsLanguage(await holderOfLine(db, line.id));
  const body = translate(language, SMS_KEYS[kind], {
    brand: brandInSms(language),
    service: serviceName(service, language),
    price: values.price,
    date: values.renewsAt ? baghdadDate(values.renewsAt) : "",
  });
  await enqueueSms(db, line.msisdn, body);
}

const baghdadDate = (at: Date) => new Date(at.getTime() + 3 * 60 * 60_000).toISOString().slice(0, 10);
