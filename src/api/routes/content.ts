import { createRoute, z } from "@hono/zod-openapi";
import { page } from "../../contracts/api/content.ts";
import { getTranslations } from "../../domain/i18n/translations.ts";
import { getPage, listPages } from "../../domain/pages/pages.ts";
import { isLocaleCode, locales } from "../../i18n/locales.ts";
import { ApiError, errorResponses } from "../errors.ts";
import { newRouter } from "../router.ts";

const localeSchema = z
  .object({
    code: z.enum(["en", "ar", "ku"]),
    language: z.string().openapi({ description: "BCP 47 language (ckb for Kurdish Sorani)" }),
    name: z.string(),
    englishName: z.string(),
    arabicName: z.string(),
    dir: z.enum(["ltr", "rtl"]),
    intl: z.string().openapi({ description: "Locale for Intl formatting" }),
  })
  .openapi("Locale");

const pluralForms = z.record(z.string(), z.string());
const translationsSchema = z
  .object({ locale: z.string(), messages: z.record(z.string(), z.union([z.string(), pluralForms])) })
  .openapi("Translations");

/** Locales, translations and content pages: public, cacheable reads. */
export function contentRoutes() {
  const router = newRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/locales",
      tags: ["Content"],
      summary: "The locale registry",
      responses: {
        200: { description: "Locales", content: { "application/json": { schema: z.array(localeSchema) } } },
      },
    }),
    (c) => {
      c.header("Cache-Control", "public, max-age=3600");
      return c.json(
        locales.map(({ code, language, name, englishName, arabicName, dir, intl }) => ({
          code,
          language,
          name,
          englishName,
          arabicName,
          dir,
          intl,
        })),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/translations/{locale}",
      tags: ["Content"],
      summary: "The message catalogue of one language (ETag; answers 304 to If-None-Match)",
      request: { params: z.object({ locale: z.string().openapi({ example: "ar" }) }) },
      responses: {
        200: { description: "Messages", content: { "application/json": { schema: translationsSchema } } },
        304: { description: "Not modified" },
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const { locale } = c.req.valid("param");
      if (!isLocaleCode(locale)) throw new ApiError(404, "translations_not_found");
      const set = await getTranslations({ db: c.var.deps.database.db }, locale);
      c.header("ETag", set.etag);
      c.header("Cache-Control", "public, max-age=60, must-revalidate");
      if (c.req.header("if-none-match") === set.etag) return c.body(null, 304);
      return c.json({ locale, messages: set.messages }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/pages",
      tags: ["Content"],
      summary: "Every content page's slug, layout and last change",
      responses: {
        200: {
          description: "Pages",
          content: {
            "application/json": {
              schema: z.array(z.object({ slug: z.string(), layout: z.string(), updatedAt: z.string() })),
            },
          },
        },
      },
    }),
    async (c) => {
      c.header("Cache-Control", "public, max-age=300");
      return c.json(await listPages({ db: c.var.deps.database.db }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/pages/{slug}",
      tags: ["Content"],
      summary: "One content page in the language of Accept-Language (slug URL-encoded, e.g. prepaid%2Fnew-sim)",
      request: { params: z.object({ slug: z.string().openapi({ example: "prepaid%2Fnew-sim" }) }) },
      responses: {
        200: { description: "Page", content: { "application/json": { schema: page } } },
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const { slug } = c.req.valid("param");
      const page = await getPage({ db: c.var.deps.database.db, locale: c.var.locale }, slug);
      c.header("Cache-Control", "public, max-age=60");
      c.header("Vary", "Accept-Language");
      return c.json(page, 200);
    },
  );

  return router;
}
