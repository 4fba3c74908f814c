import type { ArticleFile } from "../../src/contracts/article-content.ts";

const t = (title: string, summary: string, paragraph: string) => ({
  title,
  summary,
  body: [{ type: "text" as const, paragraphs: [paragraph] }],
});

/** A help article in three languages, with words the search tests look for. */
export function helpArticle(overrides: Partial<ArticleFile> = {}): ArticleFile {
  return {
    slug: "test-fast-internet-settings",
    kind: "help",
    category: "internet-and-bundles",
    audience: "personal",
    publishedAt: "2026-05-01",
    featured: false,
    translations: {
      en: t(
        "Settings for faster internet",
        "How to set the access point on your phone so mobile data works at full speed.",
        "Open the mobile network settings and choose the Zain access point.",
      ),
      ar: t(
        "إعدادات الانترنت السريع",
        "كيف تضبط نقطة الوصول في هاتفك ليعمل الانترنت بأعلى سرعة على شبكة زين.",
        "افتح إعدادات شبكة الهاتف واختر نقطة الوصول الخاصة بزين.",
      ),
      ku: t(
        "ڕێکخستنی ئینتەرنێتی خێرا",
        "چۆن خاڵی پەیوەندی لە مۆبایلەکەت ڕێکبخەیت بۆ ئەوەی ئینتەرنێت بە خێراترین شێوە کار بکات.",
        "ڕێکخستنەکانی تۆڕی مۆبایل بکەرەوە و خاڵی پەیوەندیی زەین هەڵبژێرە.",
      ),
    },
    ...overrides,
  };
}

/** A job opening closing on `closesAt` (YYYY-MM-DD), in three languages. */
export function jobArticle(slug: string, closesAt: string): ArticleFile {
  const base = helpArticle();
  return {
    ...base,
    slug,
    kind: "job",
    category: undefined,
    job: { location: "baghdad", employment: "full_time", closesAt },
    translations: {
      en: { ...base.translations.en, title: "Network engineer" },
      ar: { ...base.translations.ar, title: "مهندس شبكات" },
      ku: { ...base.translations.ku, title: "ئەندازیاری تۆڕ" },
    },
  };
}
