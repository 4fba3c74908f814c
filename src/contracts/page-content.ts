/**
 * The content model of pages (one schema for the seed files, the API and the renderer).
 * Text is plain: no HTML travels in content, so nothing here can inject markup.
 * Links inside content are site paths without the language ("/prepaid/new-sim"), tel: or mailto:.
 */
import { z } from "zod";
import { layoutNames } from "./layouts.ts";
import { PORTRAIT } from "./page-values.ts";

const text = z.string().trim().min(1);
const href = z
  .string()
  .regex(/^(\/[a-zA-Z0-9/_.?=&%-]*(#[a-z][a-z-]*)?|#[a-z][a-z-]*|tel:\+?[0-9]+|mailto:[^\s@]+@[^\s@]+)$/, {
    error:
      "a site path starting with / (with a #section if need be), a #section on the same page, a tel: or a mailto: link",
  });
const action = z.object({ label: text, href });

/**
 * A report of the investor-relations page, served as a document of its own
 * (/{lang}/about-us/investor-relations/reports/{id}, page-values.ts) from the same record.
 */
export const reportSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  year: z.number().int().min(2000).max(2100),
  title: text.max(120),
  /** The day it was published, YYYY-MM-DD. */
  published: z.iso.date(),
  summary: text.max(400),
  figures: z.array(z.object({ label: text, value: text.max(24) })).optional(),
  sections: z.array(z.object({ title: text, paragraphs: z.array(text).min(1) })).min(1),
});
export type Report = z.infer<typeof reportSchema>;

export const blockSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("hero"),
    title: text,
    text: text.optional(),
    action: action.optional(),
    illustration: z.string().optional(),
  }),
  z.object({
    type: z.literal("text"),
    title: text.optional(),
    paragraphs: z.array(text).min(1),
    bullets: z.array(text).optional(),
  }),
  z.object({
    type: z.literal("cards"),
    title: text.optional(),
    items: z.array(z.object({ title: text, text: text, href: href.optional(), badge: text.optional() })).min(1),
  }),
  z.object({
    type: z.literal("steps"),
    title: text.optional(),
    items: z.array(z.object({ title: text, text: text })).min(2),
  }),
  z.object({
    type: z.literal("table"),
    title: text.optional(),
    caption: text,
    columns: z.array(text).min(2),
    rows: z.array(z.array(z.string())).min(1),
  }),
  z.object({
    type: z.literal("faq"),
    title: text.optional(),
    items: z.array(z.object({ question: text, answer: text })).min(1),
  }),
  z.object({
    type: z.literal("imageText"),
    title: text,
    text: text,
    image: z.object({
      src: z.string().startsWith("/"),
      alt: z.string(),
      width: z.number().int(),
      height: z.number().int(),
    }),
    action: action.optional(),
  }),
  z.object({ type: z.literal("cta"), title: text, text: text.optional(), action }),
  z.object({
    type: z.literal("people"),
    title: text.optional(),
    items: z
      .array(
        z.object({
          name: text.max(80),
          role: text.max(120),
          bio: text.max(400),
          /** An illustration in public/images/people/ (an abstract figure, never a real person's likeness). */
          portrait: z.string().regex(PORTRAIT, { error: "a portrait id: lower-case words joined by -" }),
        }),
      )
      .min(1),
  }),
  z.object({
    type: z.literal("figures"),
    title: text.optional(),
    items: z.array(z.object({ value: text.max(16), label: text.max(140) })).min(2),
    /** Where the figures come from and as of when: says what they are, and what they are not. */
    source: text,
  }),
  z.object({
    type: z.literal("reports"),
    title: text.optional(),
    /** The words of each report's link ("Read the report"). */
    linkLabel: text.max(60),
    items: z.array(reportSchema).min(1),
  }),
]);
export type Block = z.infer<typeof blockSchema>;

export const pageTranslationSchema = z.object({
  title: text.max(120),
  description: text.min(50).max(320),
  blocks: z.array(blockSchema).min(1),
});
export type PageTranslation = z.infer<typeof pageTranslationSchema>;

/** A content file in content/pages/: one page in all three languages. */
export const pageFileSchema = z.object({
  slug: z.string().regex(/^[a-zA-Z0-9{}_-]+(\/[a-zA-Z0-9{}_-]+)*$|^$/),
  layout: z.enum(layoutNames),
  translations: z.object({ en: pageTranslationSchema, ar: pageTranslationSchema, ku: pageTranslationSchema }),
});
export type PageFile = z.infer<typeof pageFileSchema>;

/** What the API returns for one page in one language: the operation contract's `Page`. */
export type { Page as PageView } from "./api/content.ts";
