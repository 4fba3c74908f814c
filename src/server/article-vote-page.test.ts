import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import * as root from "../../app/root.tsx";
import * as center from "../../app/routes/articles/knowledge-center.tsx";
import * as layout from "../../app/routes/locale-layout.tsx";
import { testApi } from "../../tests/api.ts";
import { withRollback } from "../../tests/database.ts";
import { asBuilt, testRoutes } from "../../tests/web-pages.ts";
import { articles, articleVotes } from "../db/schema/index.ts";

const site = (api: ReturnType<typeof testApi>) =>
  testRoutes(
    [
      { id: "root", path: "", module: asBuilt(root) },
      { id: "layout", path: ":lang", parentId: "root", module: asBuilt(layout) },
      { id: "center", path: "support/knowledge-center", parentId: "layout", module: asBuilt(center) },
    ],
    (request) => api.fetch(request),
  );

const ARTICLE = "/ku/support/knowledge-center?article=lost-or-stolen-sim";
const post = (page: ReturnType<typeof site>, helpful: string, cookie?: string) =>
  page(ARTICLE, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "http://localhost",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams({ article: "lost-or-stolen-sim", helpful }),
  });

test("a reader answers without JavaScript, is thanked on the response, and one browser counts once", () =>
  withRollback(async (handle, db) => {
    const page = site(testApi(handle));
    const html = await (await page(ARTICLE)).text();
    // The form is the same for everyone: no voter id or token in the page.
    expect(html).toContain("ئەم زانیارییە بەسوود بوو؟");
    expect(html.match(/<button[^>]*value="no"[^>]*>/)?.[0]).toContain('name="helpful"');

    const first = await post(page, "no");
    expect(first.status).toBe(200);
    const cookie = (first.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^helpful_voter=[A-Za-z0-9_-]{16,}$/);
    expect(first.headers.get("Set-Cookie")).toContain("HttpOnly");
    expect(await first.text()).toContain("سوپاس. وەڵامەکەت یارمەتیمان دەدات");

    await post(page, "yes", cookie); // the same browser changes its mind
    await post(page, "no"); // another browser
    const [article] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.slug, "lost-or-stolen-sim"));
    const votes = await db
      .select({ helpful: articleVotes.helpful, locale: articleVotes.locale })
      .from(articleVotes)
      .where(and(eq(articleVotes.articleId, article?.id ?? 0)));
    expect(votes.sort((a, b) => Number(a.helpful) - Number(b.helpful))).toEqual([
      { helpful: false, locale: "ku" },
      { helpful: true, locale: "ku" },
    ]);
  }));

test("a vote that is neither yes nor no is refused with a message, not a 500", () =>
  withRollback(async (handle) => {
    const res = await post(site(testApi(handle)), "maybe");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("تکایە بەڵێ یان نەخێر هەڵبژێرە");
  }));
