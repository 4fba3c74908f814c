import type { RouterContextProvider } from "react-router";
import { getPageOp, type Page } from "../../src/contracts/api/content.ts";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { webEnvContext } from "../context.ts";
import { apiFor } from "../lib/api.server.ts";
import { localeOf } from "../lib/locale.ts";
import { loadPageData, type PageData } from "../lib/page-data.server.ts";
import { pageUrlOf, restOfPath } from "../lib/page-url.ts";
import { tutorialLocale } from "../lib/tutorial-locale.ts";
import { findRoute, isIndexable } from "../route-manifest.ts";

type Args = { request: Request; params: { lang?: string }; context: Readonly<RouterContextProvider> };

export type TutorialData = PageData & {
  /** The guide in the language its address names; null for any other page of the route. */
  body: { locale: LocaleCode; title: string; blocks: Page["blocks"] } | null;
};

/**
 * static/{product}-fi2-tutorials-{ar,en,ku}: the page record in the prefix's language (title,
 * description, the chrome around it) and the guide itself in the language of the address. Any
 * other slug of the route is a content page as usual (a record of that slug, else 404).
 */
export async function loadTutorial(args: Args): Promise<TutorialData> {
  const rest = restOfPath(pageUrlOf(args.request).pathname);
  const brand = args.context.get(webEnvContext).config.brand.slug;
  const entry = findRoute(rest, brand);
  const page = await loadPageData(args, rest, { indexable: entry ? isIndexable(entry) : true });
  const bodyLocale = tutorialLocale(rest, brand);
  if (!bodyLocale) return { ...page, body: null };
  const record =
    bodyLocale === localeOf(args.params)
      ? page.page
      : await apiFor(args.context, args.request, bodyLocale).call(getPageOp, { params: { slug: rest } });
  return { ...page, body: { locale: bodyLocale, title: record.title, blocks: record.blocks } };
}
