import type { Allowances, buckets } from "../../db/schema/index.ts";

type NewBucket = typeof buckets.$inferInsert;

/**
 * The buckets a bundle gives: data in kilobytes (null total: unlimited under fair use), minutes in
 * seconds, SMS as a count, and for social bundles the data of their apps only. A roaming bundle's
 * buckets cover usage abroad.
 */
export function bucketsFor(
  offering: { type: string; allowances: Allowances },
  lineId: string,
  subscriptionId: string,
  startsAt: Date,
  expiresAt: Date | null,
): NewBucket[] {
  const base = { lineId, subscriptionId, startsAt, expiresAt, roaming: offering.type === "roaming_bundle" };
  const { dataMb, onNetMinutes, offNetMinutes, sms, apps } = offering.allowances;
  const out: NewBucket[] = [];
  const social = offering.type === "social_bundle" && apps.length > 0;
  if (social) {
    out.push({ ...base, kind: "app_data", apps, total: dataMb === null ? null : dataMb * 1024 });
  } else if (dataMb === null || dataMb > 0) {
    out.push({ ...base, kind: "data", total: dataMb === null ? null : dataMb * 1024 });
  }
  if (onNetMinutes) out.push({ ...base, kind: "on_net_voice", total: onNetMinutes * 60 });
  // An international bundle's minutes are for calls from Iraq to numbers abroad.
  const minutesKind = offering.type === "international_bundle" ? "international_voice" : "off_net_voice";
  if (offNetMinutes) out.push({ ...base, kind: minutesKind, total: offNetMinutes * 60 });
  if (sms) out.push({ ...base, kind: "sms", total: sms });
  return out;
}
