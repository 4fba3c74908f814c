/**
 * The content model of articles: press releases, blog posts, job openings, help (knowledge-base)
 * articles and FAQs. One file per article in content/articles/<kind>/<slug>.json, all three
 * languages in it; bodies are made of the same blocks as pages (plain text, no HTML).
 */
import { z } from "zod";
import { blockSchema } from "./page-content.ts";

export { articlePath } from "./article-path.ts";

export const articleKinds = ["press", "blog", "job", "help", "faq"] as const;
export type ArticleKind = (typeof articleKinds)[number];

export const audiences = ["personal", "business"] as const;

/** Where the jobs are: the operator's offices. */
export const jobLocations = ["baghdad", "erbil", "basra", "sulaymaniyah", "najaf", "mosul"] as const;
export const employmentTypes = ["full_time", "part_time", "internship"] as const;

const text = z.string().trim().min(1);
const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "lower-case words joined by -" })
  .max(100);
const isoDay = z.iso.date();

export const articleTranslationSchema = z.object({
  title: text.max(140),
  /** One or two sentences: lists, search results and the meta description. */
  summary: text.min(40).max(320),
  body: z.array(blockSchema).min(1),
  /** The image's text alternative in this language (required when the article has an image). */
  imageAlt: text.optional(),
});
export type ArticleTranslation = z.infer<typeof articleTranslationSchema>;

export const articleImageSchema = z.object({
  src: z.string().regex(/^\/images\/[a-z0-9/_-]+\.(svg|webp|avif|png|jpg)$/, {
    error: "a file under public/images/ (svg, webp, avif, png or jpg)",
  }),
  width: z.number().int().min(16).max(4000),
  height: z.number().int().min(16).max(4000),
});

export const articleFileSchema = z
  .object({
    slug,
    kind: z.enum(articleKinds),
    /** Blog: its category; help and faq: its topic (content/articles/categories.json). Press and jobs: none. */
    category: slug.optional(),
    /** Help and FAQ: the personal or the business knowledge center. */
    audience: z.enum(audiences).default("personal"),
    publishedAt: isoDay,
    updatedAt: isoDay.optional(),
    /** Shown among "popular topics" when search has no query. */
    featured: z.boolean().default(false),
    image: articleImageSchema.optional(),
    job: z
      .object({
        location: z.enum(jobLocations),
        employment: z.enum(employmentTypes),
        /** None: open until the role is filled (a talent pool, a rolling role). */
        closesAt: isoDay.optional(),
      })
      .optional(),
    translations: z.object({
      en: articleTranslationSchema,
      ar: articleTranslationSchema,
      ku: articleTranslationSchema,
    }),
  })
  .superRefine((a, ctx) => {
    const needsCategory = a.kind === "blog" || a.kind === "help" || a.kind === "faq";
    if (needsCategory && !a.category)
      ctx.addIssue({ code: "custom", path: ["category"], message: `a ${a.kind} needs a category` });
    if (!needsCategory && a.category)
      ctx.addIssue({ code: "custom", path: ["category"], message: `a ${a.kind} has no category` });
    if ((a.kind === "job") !== Boolean(a.job)) {
      ctx.addIssue({ code: "custom", path: ["job"], message: "job details belong to jobs, and every job has them" });
    }
    if (a.image && Object.values(a.translations).some((t) => !t.imageAlt)) {
      ctx.addIssue({ code: "custom", path: ["translations"], message: "an image needs imageAlt in every language" });
    }
  });
export type ArticleFile = z.infer<typeof articleFileSchema>;

const names = z.object({ en: text.max(60), ar: text.max(60), ku: text.max(60) });

/** content/articles/categories.json: blog categories and help topics, named in three languages. */
export const categoriesFileSchema = z.object({
  blog: z.array(z.object({ slug, names })).min(1),
  help: z.array(
    z.object({ slug, audience: z.enum(audiences), names, descriptions: z.object({ en: text, ar: text, ku: text }) }),
  ),
});
export type CategoriesFile = z.infer<typeof categoriesFileSchema>;
