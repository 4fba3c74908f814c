import type { Translate } from "../../src/i18n/translator.ts";
import type { Formatters } from "./i18n.tsx";

/** A phone's storage ("128 GB", "١ تيرابايت"), in the language's digits and unit (decision 066). */
export function storageAmount(gb: number, t: Translate, format: Formatters): string {
  return gb >= 1024
    ? t("devices.storage.tb", { amount: format.number(gb / 1024) })
    : t("devices.storage.gb", { amount: format.number(gb) });
}
