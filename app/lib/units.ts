import type { Bucket } from "../../src/contracts/api/lines.ts";
import type { Translate } from "../../src/i18n/translator.ts";
import type { Formatters } from "./i18n.tsx";

/** Kilobytes as the customer reads them: GB with one decimal from 1 GB, else whole MB. */
export function dataAmount(kb: number, t: Translate, format: Formatters): string {
  const mb = kb / 1024;
  if (mb >= 1024) return t("units.gb", { amount: format.number(Math.round((mb / 1024) * 10) / 10) });
  return t("units.mb", { amount: format.number(Math.round(mb)) });
}

/** Seconds as whole minutes (rounded up, as they are billed). */
export const minutes = (seconds: number, t: Translate) => t("units.minutes", { count: Math.ceil(seconds / 60) });

/** A bucket's quantity in its own unit. */
export function bucketAmount(kind: Bucket["kind"], quantity: number, t: Translate, format: Formatters): string {
  if (kind === "data" || kind === "app_data") return dataAmount(quantity, t, format);
  if (kind === "sms") return t("units.sms", { count: quantity });
  return minutes(quantity, t);
}
