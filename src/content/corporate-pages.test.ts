import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { moduleFor } from "../../app/route-modules.ts";
import { type PageFile, pageFileSchema } from "../contracts/page-content.ts";
import { readCoverage, readStores } from "../seed/places-steps.server.ts";

const page = (slug: string): PageFile =>
  pageFileSchema.parse(JSON.parse(readFileSync(`content/pages/${slug}.json`, "utf8")));

test("investor relations' key figures agree with the coverage and store data the site serves", () => {
  const figures = page("about-us/investor-relations").translations.en.blocks.flatMap((b) =>
    b.type === "figures" ? b.items.map((i) => i.value) : [],
  );
  const { cities } = readCoverage();
  const full = cities.filter((c) => c.lte === "full").length;
  expect(figures).toContain(`${full} / ${cities.length}`);
  const { stores } = readStores();
  expect(figures).toContain(String(stores.length));
});

test("investor relations lists reports by year, newest first, each with figures and sections", () => {
  const reports = page("about-us/investor-relations").translations.en.blocks.flatMap((b) =>
    b.type === "reports" ? b.items : [],
  );
  expect(reports.length).toBeGreaterThanOrEqual(2);
  expect(reports.map((r) => r.year)).toEqual(reports.map((r) => r.year).toSorted((a, b) => b - a));
});

test("the management team names a person with a portrait for every executive role", () => {
  for (const lang of ["en", "ar", "ku"] as const) {
    const people = page("about-us/management-team").translations[lang].blocks.flatMap((b) =>
      b.type === "people" ? b.items : [],
    );
    expect(people).toHaveLength(9);
    expect(new Set(people.map((p) => p.portrait)).size).toBe(9);
  }
});

test("our partners names partners under each category, the same in every language", () => {
  const names = (lang: "en" | "ar" | "ku") =>
    page("business/our-partners").translations[lang].blocks.flatMap((b) =>
      b.type === "cards" && b.items.every((i) => i.badge) ? [b.items.length] : [],
    );
  expect(names("en").length).toBeGreaterThanOrEqual(4);
  expect(names("ar")).toEqual(names("en"));
  expect(names("ku")).toEqual(names("en"));
});

test("people, figures and reports appear only on pages the content-page route draws (it alone carries their code)", () => {
  const files = readdirSync("content/pages", { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".json"));
  const elsewhere = files
    .map((f) => pageFileSchema.parse(JSON.parse(readFileSync(`content/pages/${f}`, "utf8"))))
    .filter((p) => p.translations.en.blocks.some((b) => ["people", "figures", "reports"].includes(b.type)))
    .filter((p) => moduleFor(p.slug) !== "routes/content-page.tsx")
    .map((p) => p.slug);
  expect(elsewhere).toEqual([]);
});
