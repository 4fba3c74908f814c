import * as ops from "../../contracts/api/content.ts";
import { getTranslations } from "../../domain/i18n/translations.ts";
import { readContentVersion } from "../../domain/pages/content-version.ts";
import { listPages, readPage } from "../../domain/pages/pages.ts";
import { localeNames } from "../../i18n/locale-names.ts";
import { locales } from "../../i18n/locales.ts";
import { implement, implementRaw } from "../operation-route.ts";
import { publicRead, publicReader } from "../public-reads.ts";
import { newRouter } from "../router.ts";

/** The page schema, for operations that embed a page (campaigns). */
export const pageSchema = ops.page;

/** Locales, translations and content pages: public, cacheable reads. */
export function contentRoutes() {
  const r = newRouter();

  implement(r, ops.listLocalesOp, (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return locales.map(({ code, language, name, dir, intl }) => ({
      code,
      language,
      name,
      ...localeNames[code],
      dir,
      intl,
    }));
  });

  // Raw: an unchanged catalogue is a 304 with no body.
  implementRaw(
    r,
    ops.getTranslationsOp,
    async (c, { ctx, params, reply }) => {
      const set = await getTranslations({ ctx, input: { locale: params.locale } });
      c.header("ETag", set.etag);
      c.header("Cache-Control", "public, max-age=60, must-revalidate");
      if (c.req.header("if-none-match") === set.etag) return c.body(null, 304);
      return reply({ locale: set.locale, messages: set.messages });
    },
    { responses: { 304: { description: "Not modified" } } },
  );

  implement(r, ops.listPagesOp, (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return publicReader(c, (reader) => listPages({ ctx: reader }));
  });

  implement(r, ops.getPageOp, async (c, { params }) => {
    const page = await publicRead(c, "getPage", params, (reader) =>
      readPage({ ctx: reader, input: { slug: params.slug } }),
    );
    c.header("Cache-Control", "public, max-age=60");
    c.header("Vary", "Accept-Language");
    return page;
  });

  implement(r, ops.getContentVersionOp, (c, { ctx }) => {
    c.header("Cache-Control", "no-cache");
    return readContentVersion({ ctx });
  });

  return r;
}
