import { expect, test } from "vitest";
import { type ArticleText, buildFaqIndex, rankArticles } from "./retrieval.ts";

function article(slug: string, en: string, ar: string, ku: string, audience?: "business"): ArticleText {
  const t = (title: string) => ({ title, summary: title, body: title });
  return { slug, audience, translations: { en: t(en), ar: t(ar), ku: t(ku) } };
}

const index = buildFaqIndex([
  article(
    "check-balance",
    "How do I check my balance? Dial *200#",
    "كيف أعرف رصيدي؟ اطلب *200#",
    "چۆن باڵانسەکەم بزانم؟ *200# لێبدە",
  ),
  article("lost-sim", "Lost or stolen SIM: we block the line", "فقدان الشريحة أو سرقتها", "سیمکارتی ونبوو یان دزراو"),
  article("slow-internet", "Why is my internet slow?", "لماذا الإنترنت بطيء لديّ؟", "بۆچی ئینتەرنێتەکەم خاوە؟"),
  article(
    "company-invoice",
    "Understanding your company invoice",
    "افهم فاتورة شركتك",
    "تێگەیشتن لە پسوولەی کۆمپانیاکەت",
    "business",
  ),
  article(
    "postpaid-bill",
    "Read your postpaid bill",
    "كيف تقرأ فاتورة خطك الآجل",
    "چۆن پسوولەی هێڵی پاشپارەدانەکەت بخوێنیتەوە",
  ),
]);
const top = (q: string) => rankArticles(index, q)[0]?.slug;

test("questions find their article in each language, through dialect words and synonyms", () => {
  expect(top("how can i see my balance")).toBe("check-balance");
  expect(top("شنو الكود مال الرصيد")).toBe("check-balance");
  expect(top("لو ضاعت شريحتي شسوي")).toBe("lost-sim");
  expect(top("ليش النت ثكيل")).toBe("slow-internet");
  expect(top("ئینتەرنێتەکەم بۆچی لاوازە")).toBe("slow-internet");
});

test("business articles yield to personal ones unless the question is about a company", () => {
  expect(top("how do i read my bill")).toBe("postpaid-bill");
  expect(top("فاتورتي")).toBe("postpaid-bill");
  expect(top("فاتورة الشركة")).toBe("company-invoice");
});

test("a question about something else covers little of it, and scores are ordered best first", () => {
  const hits = rankArticles(index, "what's the weather in erbil today");
  expect(hits[0]?.coverage ?? 0).toBeLessThan(0.5);
  const ranked = rankArticles(index, "balance code lost sim", 5);
  expect(ranked.map((h) => h.score)).toEqual([...ranked.map((h) => h.score)].sort((a, b) => b - a));
});
