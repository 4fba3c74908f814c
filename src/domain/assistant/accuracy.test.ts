import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { understand } from "./knowledge.server.ts";
import type { Lang } from "./types.ts";

/**
 * The accuracy suite (issue 17): phrasings written by someone else. `dev` and `dev-2` are read
 * while the rules are tuned (dev-2 was the first held-out set, retired once its figures were
 * seen); `held-out` is a fresh set added by the lead and run once at the end, so its figures say
 * how the rules do on messages nobody tuned them for. For held-out only figures are printed,
 * never the texts. A set whose files are absent is skipped.
 */
type Item = { text: string; intent: string; bundle?: string; article?: string };
const langs: Lang[] = ["en", "ar", "ku"];
const dir = fileURLToPath(new URL("../../../tests/assistant", import.meta.url));
const present = (set: string) => langs.every((lang) => existsSync(`${dir}/${set}/${lang}.json`));
const sets = ["dev", "dev-2", "held-out"].filter(present);
const readable = new Set(["dev", "dev-2"]);

const load = (set: string, lang: Lang): Item[] => JSON.parse(readFileSync(`${dir}/${set}/${lang}.json`, "utf8"));

type Figures = { n: number; right: number; falseBuys: number; wrongBundle: number; misses: string[] };

function measure(items: Item[], lang: Lang): Figures {
  const f: Figures = { n: items.length, right: 0, falseBuys: 0, wrongBundle: 0, misses: [] };
  for (const item of items) {
    const got = understand(item.text, lang);
    const right =
      got.intent === item.intent &&
      (item.intent !== "buy_bundle" || got.bundle === item.bundle) &&
      (item.intent !== "faq" || (got.articles ?? []).slice(0, 3).some((a) => a.slug === item.article));
    if (right) f.right++;
    else
      f.misses.push(
        `${item.text} | expected ${item.intent} ${item.bundle ?? item.article ?? ""} | got ${got.intent} ${got.bundle ?? got.article ?? ""}`,
      );
    if (got.intent === "buy_bundle" && item.intent !== "buy_bundle") f.falseBuys++;
    if (got.intent === "buy_bundle" && item.intent === "buy_bundle" && got.bundle !== item.bundle) f.wrongBundle++;
  }
  return f;
}

const results = new Map<string, Figures>();
for (const set of sets) for (const lang of langs) results.set(`${set}/${lang}`, measure(load(set, lang), lang));

const rate = (f: Figures) => f.right / f.n;

test("the figures, per set and language", () => {
  const rows = [...results].map(([key, f]) => {
    const [set, lang] = key.split("/");
    return {
      set,
      lang,
      items: f.n,
      right: f.right,
      accuracy: rate(f).toFixed(3),
      falseBuys: f.falseBuys,
      wrongBundle: f.wrongBundle,
    };
  });
  console.table(rows);
  // Misses are printed for the development sets only; held-out texts stay unread.
  for (const [key, f] of results) {
    if (readable.has(key.split("/")[0] as string) && f.misses.length > 0)
      console.log(`${key} misses:\n  ${f.misses.join("\n  ")}`);
  }
  expect(rows).toHaveLength(3 * sets.length);
});

test.skipIf(!present("held-out"))(
  "held-out accuracy is at least 0.90 in every language (skipped: tests/assistant/held-out/ is absent until the lead adds the fresh set)",
  () => {
    for (const lang of langs) {
      const f = results.get(`held-out/${lang}`) as Figures;
      expect({ lang, accuracy: rate(f) >= 0.9 ? "≥ 0.90" : rate(f).toFixed(3) }).toEqual({
        lang,
        accuracy: "≥ 0.90",
      });
    }
  },
);

test("no item in any set present that did not ask to buy a bundle is taken as a purchase", () => {
  expect(sets).toContain("dev");
  const falseBuys = [...results].map(([key, f]) => ({ key, falseBuys: f.falseBuys }));
  expect(falseBuys.filter((r) => r.falseBuys > 0)).toEqual([]);
});
