import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { helpArticle } from "../../../tests/factories/articles.ts";
import { type SearchResults, searchResults } from "../../contracts/api/articles.ts";
import { saveArticles } from "../../domain/articles/articles.ts";
import { rebuildSearchIndex } from "../../domain/search/search-index.ts";
import { readCategories } from "../../seed/article-steps.server.ts";
import { SEARCH_RULE } from "./articles.ts";

/** The answer, checked against the operation's contract. */
const search = async (api: ReturnType<typeof testApi>, q: string, lang: string) =>
  searchResults.parse(
    await (
      await call(api, `/api/v1/search?q=${encodeURIComponent(q)}`, { headers: { "Accept-Language": lang } })
    ).json(),
  );
const refs = (r: SearchResults) => r.groups.flatMap((g) => g.results.map((x) => x.ref));

/** The test article as the only article (in the rolled-back transaction), indexed. */
async function withTestArticle(db: Parameters<typeof rebuildSearchIndex>[0]) {
  await saveArticles(db, readCategories(), [helpArticle()]);
  await rebuildSearchIndex(db);
}

test("an Arabic query with diacritics and hamza finds the article written without them, marked", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    await withTestArticle(db);
    const found = await search(api, "إعْدادات الإِنْتَرْنِت", "ar");
    expect(refs(found)).toContain("test-fast-internet-settings");
    const hit = found.groups.flatMap((g) => g.results).find((r) => r.ref === "test-fast-internet-settings");
    expect(hit?.title.filter((s) => s.hit).map((s) => s.text)).toEqual(["إعدادات", "الانترنت"]);
    expect(hit?.path).toBe("/support/knowledge-center?article=test-fast-internet-settings");
  }));

test("a Kurdish query typed with Arabic letter forms finds the Sorani text", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    await withTestArticle(db);
    expect(refs(await search(api, "ريكخستني ئينتهرنيت", "ckb"))).toContain("test-fast-internet-settings");
    // The search runs in the visitor's language: the English page does not find Kurdish words.
    expect(refs(await search(api, "ئینتەرنێت", "en"))).not.toContain("test-fast-internet-settings");
  }));

test("an offer's name finds the offer first, on its product page", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const found = await search(api, "Power 40", "en");
    expect(found.groups[0]?.kind).toBe("offer");
    expect(found.groups[0]?.results[0]).toMatchObject({
      ref: "power-40",
      path: "/postpaid/power-plans#offer-power-40",
    });
  }));

test("suggestions as one types, popular topics without a query, and a clear 404 for an unknown article", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    await withTestArticle(db);
    const suggestions = await (await call(api, "/api/v1/search/suggest?q=faster")).json();
    expect(suggestions[0]).toMatchObject({ title: "Settings for faster internet" });
    const missing = await call(api, "/api/v1/articles/no-such-thing?kind=press");
    expect(missing.status).toBe(404);
    const listed = await (await call(api, "/api/v1/articles?kind=help&category=internet-and-bundles")).json();
    expect(listed.items.map((a: { slug: string }) => a.slug)).toContain("test-fast-internet-settings");
  }));

test("caches keep one answer per language, a missing article is not cached, and a query of diacritics alone is no query", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    await withTestArticle(db);
    const suggestions = await call(api, "/api/v1/search/suggest?q=faster");
    expect(suggestions.headers.get("vary")).toContain("Accept-Language");
    const missing = await call(api, "/api/v1/articles/no-such-thing?kind=help");
    expect(missing.headers.get("cache-control") ?? "").not.toContain("public");
    const marks = await (await call(api, `/api/v1/search?q=${encodeURIComponent("ًٌ ؟")}`)).json();
    expect(marks).toMatchObject({ query: "", total: 0, groups: [] });
  }));

test("each router guide is found only in the language it is written in, and a two-letter word must start a word", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const guides = (r: SearchResults) => refs(r).filter((ref) => ref.includes("fi2-tutorials"));
    expect(guides(await search(api, "Fi 2", "en"))).toEqual(["static/zain-fi2-tutorials-en"]);
    expect(guides(await search(api, "Fi 2", "ckb"))).toEqual(["static/zain-fi2-tutorials-ku"]);
    // "ff" is inside "office", "offers" and "staff", but starts no word.
    expect((await search(api, "ff", "en")).groups).toEqual([]);
  }));

test("search is limited per client: a script hammering it gets 429 with Retry-After, people typing do not", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const ask = () => call(api, "/api/v1/search/suggest?q=", { headers: { "X-Client-IP": "198.51.100.99" } });
    for (let i = 0; i < SEARCH_RULE.limit; i++) expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((await call(api, "/api/v1/search?q=zain", { headers: { "X-Client-IP": "198.51.100.100" } })).status).toBe(
      200,
    );
  }));
