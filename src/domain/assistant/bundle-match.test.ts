import { expect, test } from "vitest";
import { matchBundle } from "./bundle-match.ts";
import { buildCatalogue, type OfferingLike } from "./catalogue.ts";
import { findConcepts, words } from "./cues.ts";

let n = 0;
function offering(dataGb: number | null, days: number, price: number, names: [string, string, string]): OfferingLike {
  const [en, ar, ku] = names;
  return {
    slug: `offer-${++n}`,
    type: "data_bundle",
    priceIqd: price,
    validityDays: days,
    allowances: { dataMb: dataGb === null ? null : dataGb * 1024 },
    translations: { en: { name: en }, ar: { name: ar }, ku: { name: ku } },
  };
}

const daily1 = offering(1, 1, 1000, ["Daily 1 GB", "باقة 1 غيغابايت اليومية", "پاکێجی ڕۆژانەی 1 گێگابایت"]);
const weekly1 = offering(1, 7, 2000, ["Weekly 1 GB", "باقة 1 غيغابايت الأسبوعية", "پاکێجی هەفتانەی 1 گێگابایت"]);
const monthly25 = offering(25, 30, 20000, ["Monthly 25 GB", "باقة 25 غيغابايت الشهرية", "پاکێجی مانگانەی 25 گێگابایت"]);
const personal25 = offering(25, 30, 15000, [
  "Personal 25 GB Offer",
  "عرض 25 غيغابايت الشخصي",
  "ئۆفەری کەسیی 25 گێگابایت",
]);
const weeklyUnlimited = offering(null, 7, 15000, ["Weekly Unlimited", "غير محدود أسبوعي", "بێسنووری هەفتانە"]);
const youtube = offering(10, 7, 3000, ["YouTube Weekly", "يوتيوب الأسبوعية", "یوتیوب هەفتانە"]);
const hajj = offering(20, 30, 50000, ["Hajj Bundle", "باقة الحج", "پاکێجی حەج"]);
const router = {
  ...offering(null, null as never, 65000, ["Zain-Fi 2 Router", "راوتر زين فاي 2", "ڕاوتەری زەین فای 2"]),
  type: "device",
};
const catalogue = buildCatalogue(
  [daily1, weekly1, monthly25, personal25, weeklyUnlimited, youtube, hajj, router],
  ["data_bundle"],
);

const match = (text: string) => {
  const w = words(text);
  return matchBundle(catalogue, w, findConcepts(w))?.slug;
};

test("a bundle is found by size and period in any of the three languages", () => {
  expect(match("1 gig daily")).toBe(daily1.slug);
  expect(match("١ كيكا يومي")).toBe(daily1.slug);
  expect(match("پاکێجی هەفتانەی ١ گیگا")).toBe(weekly1.slug);
  expect(match("weekly unlimited pls")).toBe(weeklyUnlimited.slug);
  expect(match("اشتركني بالمفتوح الاسبوعي")).toBe(weeklyUnlimited.slug);
});

test("by a word of its name, and the plain bundle wins over a named offer of the same size", () => {
  expect(match("subscribe to hajj bundle")).toBe(hajj.slug);
  expect(match("پاکێجی حەجم دەوێت")).toBe(hajj.slug);
  expect(match("باقة يوتيوب")).toBe(youtube.slug);
  expect(match("25gb monthly")).toBe(monthly25.slug);
  expect(match("the personal 25gb offer")).toBe(personal25.slug);
});

test("a spoken price settles a tie, and what fits nothing or fits two alike names nothing", () => {
  expect(match("1 كيكا ابو الفين")).toBe(weekly1.slug);
  expect(match("1gb")).toBeUndefined();
  expect(match("7gb weekly")).toBeUndefined();
  expect(match("a monthly bundle")).toBeUndefined();
  expect(match("zain fi router")).toBeUndefined();
});
