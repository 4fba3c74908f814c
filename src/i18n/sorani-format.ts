/**
 * Sorani formatting without the browser's Intl data for `ckb`, which many browsers lack (Chromium
 * builds fall back to English): the server and the browser must print the same text, or React's
 * hydration fails. Output matches ICU's ckb: Arabic-Indic digits, Iraqi Kurdish month names.
 */
export const MONTHS = [
  "کانوونی دووەم",
  "شوبات",
  "ئازار",
  "نیسان",
  "ئایار",
  "حوزەیران",
  "تەمموز",
  "ئاب",
  "ئەیلوول",
  "تشرینی یەکەم",
  "تشرینی دووەم",
  "کانوونی یەکەم",
];

// Arabic digits and separators are the same in Sorani; Arabic locale data ships everywhere.
export const digits = new Intl.NumberFormat("ar-IQ", { useGrouping: false });
const ymd = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Baghdad",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export function soraniDate(value: Date, style: "long" | "short"): string {
  const [year = "", month = "", day = ""] = ymd.format(value).split("-");
  if (style === "short")
    return [year, month, day].map((p) => p.replace(/\d/g, (d) => digits.format(Number(d)))).join("-");
  return `${digits.format(Number(day))}ی ${MONTHS[Number(month) - 1]}ی ${digits.format(Number(year))}`;
}

/** "a، b و c": Sorani joins the last item with "و". */
export function soraniList(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join("، ")} و ${items.at(-1)}`;
}
