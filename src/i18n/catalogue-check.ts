/**
 * Finds missing, extra, unused and untranslated catalogue keys. Used by the test suite and by
 * `npm run i18n:check`, so the two can never disagree.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Messages } from "./translator.ts";

/** Keys built at run time from a prefix (e.g. `errors.${code}`): always counted as used. */
export const DYNAMIC_PREFIXES = [
  "errors.",
  "sms.code.",
  "offers.tag.",
  "offers.audience.",
  "footer.store.",
  "devices.colour.",
  "countries.",
  "sms.notice.",
  "sms.receipt.",
  "notifications.",
  "bucket.",
  "myzain.billing.",
  "myzain.bill.status.",
  "bills.item.usage.",
  "bills.quantity.",
  "bills.payments.source.",
  "manageData.service.",
  "payments.reason.",
  "personal.reason.",
  "payments.description.",
  "articles.location.",
  "articles.employment.",
  "profile.lines.reason.",
  "profile.lines.help.",
  "orders.state.",
  "orders.sms.",
  "orders.rejection.",
  "tracking.actor.",
  "tracking.reason.",
  "tracking.items.sim.",
  "tracking.order.fulfilment.",
  "tracking.order.payment.",
  "tracking.esim.iphone.",
  "tracking.esim.android.",
  "points.period.",
  "points.task.",
  "rewards.kind.",
  "rewards.blocked.",
  "rewards.done.",
  "rewards.voucher.reason.",
  "rewards.voucher.state.",
];
/** Values that are the same in every language on purpose (product names, codes). */
export const SAME_IN_ALL_LANGUAGES = new Set(["nav.business.pushX"]);

const pluralCategories = {
  en: ["one", "other"],
  ar: ["zero", "one", "two", "few", "many", "other"],
  ku: ["one", "other"],
};

export function catalogueProblems(catalogue: Record<"en" | "ar" | "ku", Messages>, sourceText: string): string[] {
  const problems: string[] = [];
  const en = catalogue.en;
  for (const locale of ["ar", "ku"] as const) {
    const other = catalogue[locale];
    for (const key of Object.keys(en)) {
      const value = other[key];
      if (value === undefined) {
        problems.push(`${locale}: missing "${key}"`);
        continue;
      }
      if (typeof en[key] !== typeof value) problems.push(`${locale}: "${key}" should be ${typeof en[key]}`);
      if (typeof value === "object") {
        for (const category of pluralCategories[locale]) {
          if (!(category in value)) problems.push(`${locale}: "${key}" lacks the plural form "${category}"`);
        }
      }
      const text = typeof value === "string" ? value : Object.values(value).join(" ");
      if (!SAME_IN_ALL_LANGUAGES.has(key) && !/[\u0600-\u06FF]/.test(text)) {
        problems.push(`${locale}: "${key}" is not translated`);
      }
    }
    for (const key of Object.keys(other)) if (!(key in en)) problems.push(`${locale}: stale "${key}" (not in en)`);
  }
  for (const key of Object.keys(en)) {
    const used = sourceText.includes(`"${key}"`) || DYNAMIC_PREFIXES.some((p) => key.startsWith(p));
    if (!used) problems.push(`en: unused "${key}"`);
  }
  return problems;
}

/** The text of every source file that may name a message key (app and server code, not the catalogue). */
export function readSources(roots = ["app", "src"]): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== "messages" && entry !== "node_modules") walk(path);
      } else if (/\.(ts|tsx)$/.test(entry) && !entry.endsWith(".test.ts")) {
        texts.push(readFileSync(path, "utf8"));
      }
    }
  };
  for (const root of roots) walk(root);
  return texts.join("\n");
}
