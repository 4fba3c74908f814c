import { findConcepts, words } from "./cues.ts";
import type { Concept } from "./lexicon/concepts.ts";
import { stems } from "./stems.ts";

/** What the assistant needs to know of an offering to recognise it by name, size or period. */
export type OfferingLike = {
  slug: string;
  type: string;
  priceIqd: number;
  validityDays: number | null;
  allowances: { dataMb: number | null };
  translations: Record<"en" | "ar" | "ku", { name: string }>;
};

export type CatalogueEntry = {
  slug: string;
  priceIqd: number;
  validityDays: number | null;
  /** null: unlimited. */
  dataMb: number | null;
  /** The words of its names that tell it apart ("hajj", "يوتيوب", "بكيفي", "210"), each with its forms. */
  keywords: string[][];
};

/** The words every bundle name shares: they describe, they do not name. */
const DESCRIPTIVE: Concept[] = ["bundle", "data", "units", "daily", "weekly", "monthly", "unlimited"];
const FUNCTION_WORDS = new Set([
  "for",
  "and",
  "the",
  "of",
  "with",
  "to",
  "el",
  "في",
  "له",
  "من",
  "على",
  "دول",
  "ولاتاني",
  "ب",
  "به",
  "بو",
  "و",
  "gb",
  "mb",
  "g",
]);
const SIZE_UNIT = /^(gb|mb|g|giga|gig|كيكا|كيكابايت|غيغابايت|جيجا|جيجابايت|ميكا|ميغابايت)$/;

/** Common spoken names of apps and brands, added to a name word wherever it occurs. */
const SPOKEN: Record<string, string[]> = {
  snapchat: ["snap", "سناب", "سنابجات"],
  youtube: ["يوتيوب", "يوتوب", "yt"],
  tiktok: ["tik", "تيكتوك", "تكتوك", "تيك"],
  whatsapp: ["whats", "واتس", "وتساب", "واتساب"],
  viber: ["فايبر", "فايبرر"],
  hajj: ["حج", "حهج"],
  umrah: ["عمره", "عومره", "umra"],
  mix: ["ميكس", "تيكهل"],
  bikaifi: ["بكيفي", "بهكهيفي", "bkaifi", "bekaifi", "bikeifi"],
  fol: ["فول", "full", "ful"],
  turkey: ["تركيا", "توركيا", "turkiye"],
};

export function catalogueEntry(o: OfferingLike): CatalogueEntry {
  const keywords = new Map<string, string[]>();
  for (const lang of ["en", "ar", "ku"] as const) {
    const w = words(o.translations[lang].name);
    const found = findConcepts(w);
    const descriptive = new Set(DESCRIPTIVE.flatMap((c) => [...(found.get(c) ?? [])]));
    w.tokens.forEach((t, i) => {
      const number = /^\d+$/.test(t);
      const sizeOrPrice = number && (SIZE_UNIT.test(w.tokens[i + 1] ?? "") || Number(t) < 100 || t === "000");
      if (descriptive.has(i) || FUNCTION_WORDS.has(t) || SIZE_UNIT.test(t) || sizeOrPrice) return;
      keywords.set(t, stems(t));
      for (const spoken of SPOKEN[t] ?? []) keywords.set(spoken, stems(spoken));
    });
  }
  return {
    slug: o.slug,
    priceIqd: o.priceIqd,
    validityDays: o.validityDays,
    dataMb: o.allowances.dataMb,
    keywords: [...keywords.values()],
  };
}

/** Offerings a customer can buy in myzain (src/domain/bundles/purchase.ts `PURCHASABLE`). */
export function buildCatalogue(offerings: OfferingLike[], purchasable: readonly string[]): CatalogueEntry[] {
  return offerings.filter((o) => purchasable.includes(o.type)).map(catalogueEntry);
}
