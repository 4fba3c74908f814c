import { expect, test } from "vitest";
import { testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { DomainError } from "../errors.ts";
import { leastHelpfulArticles, voteOnArticle } from "./votes.ts";

type Db = Parameters<typeof testContext>[0];
const voter = (n: number) => `voter-${String(n).padStart(12, "0")}`;
const vote = (
  db: Db,
  slug: string,
  helpful: boolean,
  n: number,
  locale: "en" | "ar" | "ku" = "en",
  client = "198.51.100.1",
) => voteOnArticle({ ctx: testContext(db, { locale, client }), input: { slug, helpful, voter: voter(n) } });

test("one answer per voter and article: answering again replaces it; votes count per language", () =>
  withRollback(async (_, db) => {
    const slug = "lost-or-stolen-sim";
    await vote(db, slug, true, 1, "ar");
    await vote(db, slug, false, 1, "ar"); // the same browser changes its mind
    await vote(db, slug, false, 2, "ar");
    await vote(db, slug, true, 3, "ku");
    const report = await leastHelpfulArticles({ ctx: testContext(db), input: { limit: 10, minVotes: 1 } });
    const row = (locale: string) => report.find((r) => r.locale === locale)?.articles.find((a) => a.slug === slug);
    expect(row("ar")).toMatchObject({ yes: 0, no: 2, helpfulShare: 0, kind: "help" });
    expect(row("ar")?.title).toMatch(/[\u0600-\u06FF]/);
    expect(row("ku")).toMatchObject({ yes: 1, no: 0, helpfulShare: 1 });
    expect(row("en")).toBeUndefined();
  }));

test("the least helpful come first, and articles with too few answers are left out", () =>
  withRollback(async (_, db) => {
    await vote(db, "lost-or-stolen-sim", false, 1);
    await vote(db, "lost-or-stolen-sim", true, 2);
    await vote(db, "calling-iraq-from-abroad", false, 3);
    await vote(db, "calling-iraq-from-abroad", false, 4);
    await vote(db, "before-you-travel-roaming-checklist", false, 5);
    const [en] = await leastHelpfulArticles({ ctx: testContext(db), input: { limit: 10, minVotes: 2 } });
    expect(en?.articles.map((a) => [a.slug, a.yes, a.no])).toEqual([
      ["calling-iraq-from-abroad", 0, 2],
      ["lost-or-stolen-sim", 1, 1],
    ]);
  }));

test("only help articles and FAQs take votes; a press release or unknown slug is not found", () =>
  withRollback(async (_, db) => {
    for (const slug of ["network-investment-in-the-kurdistan-region", "no-such-article"]) {
      await expect(vote(db, slug, true, 1)).rejects.toSatisfy(
        (e) => e instanceof DomainError && e.code === "article_not_found",
      );
    }
  }));

test("one client may vote thirty times an hour, then is told to wait", () =>
  withRollback(async (_, db) => {
    for (let n = 0; n < 30; n++) await vote(db, "lost-or-stolen-sim", true, n, "en", "203.0.113.99");
    await expect(vote(db, "lost-or-stolen-sim", true, 31, "en", "203.0.113.99")).rejects.toSatisfy(
      (e) => e instanceof DomainError && e.code === "rate_limited",
    );
  }));
