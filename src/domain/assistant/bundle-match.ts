import { extractAmount } from "./amount.ts";
import type { CatalogueEntry } from "./catalogue.ts";
import type { Found, Words } from "./cues.ts";

/**
 * Which offering a message names, from what people say of a bundle: its size ("5GB", "١ كيكا",
 * "100 گیگا"), unlimited or not, its period (daily, اسبوعي, مانگانە), words of its name ("hajj",
 * "يوتيوب", "بكيفي") and sometimes its price ("ابو الفين"). Each fitting fact adds to an offering's
 * score and each contradicting one takes away; the best must stand clear of the next, otherwise
 * the message names no bundle for certain and nothing is bought on it.
 */
export type BundleMatch = { slug: string; confidence: number; used: Set<number> };

const GB =
  /^(gb|g|gig|gigs|giga|gigabyte|gigabytes|ga|جي|كيكا|كيكه|كيكات|كيك|كيكاي|كيكابايت|جيجا|جيجات|جيكا|غيغا|غيغابايت|قيقا|كيكام|كيكايهك)$/;
/** Sorani's "-ێک" (a, one) on the unit: "گیگایەک". */
const ONE_AFTER = /^(كيكا|جيجا|غيغا)يهك$/;
const MB = /^(mb|megabyte|megabytes|ميكا|ميغا|ميجا|ميكابايت|ميغابايت|ميكات|ميك)$/;
const PERIOD = [
  ["daily", 1],
  ["weekly", 7],
  ["monthly", 30],
] as const;

type Ask = { sizeMb?: number; unlimited: boolean; days?: number; price?: number; used: Set<number> };

function readAsk(w: Words, found: Found): Ask {
  const used = new Set<number>();
  let sizeMb: number | undefined;
  const isGb = (i: number) => GB.test(w.tokens[i] ?? "") || (w.forms[i] ?? []).some((f) => GB.test(f));
  w.tokens.forEach((t, i) => {
    if (sizeMb !== undefined) return;
    if (/^\d+$/.test(t)) {
      const gb = isGb(i + 1);
      if (!gb && !MB.test(w.tokens[i + 1] ?? "")) return;
      sizeMb = Number(t) * (gb ? 1024 : 1);
      used.add(i).add(i + 1);
    } else if (isGb(i) && (w.tokens[i + 1] === "1" || ONE_AFTER.test(t))) {
      // "كيكا وحده", "گیگایەک": one gig said after the unit.
      sizeMb = 1024;
      used.add(i);
      if (w.tokens[i + 1] === "1") used.add(i + 1);
    }
  });
  let days: number | undefined;
  for (const [concept, d] of PERIOD) {
    const at = found.get(concept);
    if (!at) continue;
    days ??= d;
    for (const i of at) used.add(i);
  }
  const unlimited = found.has("unlimited");
  for (const i of found.get("unlimited") ?? []) used.add(i);
  // The price is any other amount: "1 كيكا ابو الفين", "10 GB for 10k".
  const price = extractAmount(w.tokens.filter((_, i) => !used.has(i)).join(" "));
  return { sizeMb, unlimited, days, price, used };
}

function keywordHits(entry: CatalogueEntry, w: Words, found: Found, df: Map<string[], number>, used: Set<number>) {
  const filler = found.get("filler") ?? new Set();
  let score = 0;
  for (const kw of entry.keywords) {
    const at = w.forms.flatMap((forms, i) =>
      forms.some((f) => kw.some((k) => f === k || (k.length >= 4 && f.startsWith(k)))) ? [i] : [],
    );
    const first = at[0];
    if (first === undefined) continue;
    // A word people use anyway ("zain", "زين") names an offering only half as well.
    score += (filler.has(first) ? 1.5 : 3) / (df.get(kw) ?? 1);
    // Every place it occurs is part of the name ("fol el fol").
    for (const i of at) used.add(i);
  }
  return score;
}

export function matchBundle(catalogue: CatalogueEntry[], w: Words, found: Found): BundleMatch | undefined {
  const ask = readAsk(w, found);
  // How many offerings share a name word: "roaming" says little, "hajj" says it all.
  const df = new Map<string[], number>();
  const key = (kw: string[]) => kw[0] ?? "";
  const counts = new Map<string, number>();
  for (const e of catalogue) for (const kw of e.keywords) counts.set(key(kw), (counts.get(key(kw)) ?? 0) + 1);
  for (const e of catalogue) for (const kw of e.keywords) df.set(kw, counts.get(key(kw)) ?? 1);

  const scored = catalogue.map((e) => {
    const used = new Set(ask.used);
    const named = keywordHits(e, w, found, df, used);
    let score = named;
    if (ask.sizeMb !== undefined) score += e.dataMb === ask.sizeMb ? 3 : -3;
    if (ask.unlimited) score += e.dataMb === null ? 3 : -3;
    if (ask.days !== undefined) score += e.validityDays === ask.days ? 2 : -2;
    if (ask.price !== undefined && ask.price === e.priceIqd) score += 1.5;
    // Of two that fit alike, the plain one: "monthly 25GB" is not the personal 25GB offer.
    if (named === 0 && e.keywords.length > 0) score -= 1;
    const evidence = named > 0 || ask.sizeMb !== undefined || ask.unlimited;
    return { e, score: evidence ? score : 0, used };
  });
  scored.sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || best.score < 3) return undefined;
  const margin = best.score - (second?.score ?? 0);
  if (margin < 1) return undefined;
  return { slug: best.e.slug, confidence: Math.min(1, 0.5 + margin / 6), used: best.used };
}
