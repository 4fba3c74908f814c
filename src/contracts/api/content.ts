/** Locales, translations and content pages (`/locales`, `/translations/...`, `/pages/...`): public reads. */
import { z } from "zod";
import { localeCodes } from "../../i18n/locales.ts";
import { layoutNames } from "../layouts.ts";
import { blockSchema } from "../page-content.ts";
import { defineOperation } from "./operation.ts";

export const locale = z
  .object({
    code: z.enum(localeCodes),
    language: z.string().meta({ description: "BCP 47 language (ckb for Kurdish Sorani)" }),
    name: z.string(),
    englishName: z.string(),
    arabicName: z.string(),
    dir: z.enum(["ltr", "rtl"]),
    intl: z.string().meta({ description: "Locale for Intl formatting" }),
  })
  .meta({ id: "Locale" });

const pluralForms = z.object({
  zero: z.string().optional(),
  one: z.string().optional(),
  two: z.string().optional(),
  few: z.string().optional(),
  many: z.string().optional(),
  other: z.string(),
});

export const translations = z
  .object({ locale: z.enum(localeCodes), messages: z.record(z.string(), z.union([z.string(), pluralForms])) })
  .meta({ id: "Translations" });

/** A typed content block (src/contracts/page-content.ts); pages and article bodies are made of them. */
export const block = blockSchema.meta({ id: "Block", description: "A typed content block, told apart by `type`" });

export const page = z
  .object({
    slug: z.string(),
    layout: z.enum(layoutNames),
    locale: z.enum(localeCodes),
    title: z.string(),
    description: z.string(),
    blocks: z.array(block),
    updatedAt: z.string(),
  })
  .meta({ id: "Page" });

export const pageSummary = z
  .object({ slug: z.string(), layout: z.enum(layoutNames), updatedAt: z.string() })
  .meta({ id: "PageSummary" });

const contentVersion = z
  .object({
    version: z.number().int().meta({ description: "Bumped on every change to what public pages show" }),
    nextChangeAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: "The next moment a page changes by the calendar (a campaign starts or ends)" }),
  })
  .meta({ id: "ContentVersion" });

export type Locale = z.output<typeof locale>;
export type ContentVersion = z.output<typeof contentVersion>;
export type Translations = z.output<typeof translations>;
export type Page = z.output<typeof page>;
export type PageSummary = z.output<typeof pageSummary>;

const tags = ["Content"] as const;

export const listLocalesOp = defineOperation({
  method: "get",
  path: "/locales",
  tags,
  auth: "apiKey",
  summary: "The locale registry",
  success: { status: 200, description: "Locales", schema: z.array(locale) },
  errors: [],
});

export const getTranslationsOp = defineOperation({
  method: "get",
  path: "/translations/{locale}",
  tags,
  auth: "apiKey",
  summary: "The message catalogue of one language (ETag; answers 304 to If-None-Match)",
  params: z.object({ locale: z.string().meta({ example: "ar" }) }),
  success: { status: 200, description: "Messages", schema: translations },
  errors: [404],
});

export const listPagesOp = defineOperation({
  method: "get",
  path: "/pages",
  tags,
  auth: "apiKey",
  summary: "Every content page's slug, layout and last change",
  success: { status: 200, description: "Pages", schema: z.array(pageSummary) },
  errors: [],
});

export const getPageOp = defineOperation({
  method: "get",
  path: "/pages/{slug}",
  tags,
  auth: "apiKey",
  summary: "One content page in the language of Accept-Language (slug URL-encoded, e.g. prepaid%2Fnew-sim)",
  params: z.object({ slug: z.string().meta({ example: "prepaid%2Fnew-sim" }) }),
  success: { status: 200, description: "Page", schema: page },
  errors: [404],
});

export const getContentVersionOp = defineOperation({
  method: "get",
  path: "/content/version",
  tags,
  auth: "apiKey",
  summary: "The content version and the next calendar change, for caches of rendered pages",
  success: { status: 200, description: "Content version", schema: contentVersion },
  errors: [],
});
