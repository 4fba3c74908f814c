import { data, type RouterContextProvider } from "react-router";
import { ApiClientError } from "../../src/client/api-client.ts";
import { getPageOp, type Page } from "../../src/contracts/api/content.ts";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { webEnvContext } from "../context.ts";
import { apiFor } from "./api.server.ts";
import { localeOf } from "./locale.ts";
import { pageUrlOf } from "./page-url.ts";

type Args = { request: Request; params: { lang?: string }; context: Readonly<RouterContextProvider> };

export type PageData = {
  page: Page;
  layout: Page["layout"];
  origin: string;
  brand: string;
  /** Path after the language, with a leading slash ("/" for home). */
  path: string;
  indexable: boolean;
};

/**
 * Loads the content record of a page. A missing record is a 404 whose text the spec fixes:
 * `notFoundText` is "Page not found" for unknown addresses, "Page Not Found" for failed checks.
 */
export async function loadPageData(
  { request, params, context }: Args,
  slug: string,
  options: { indexable: boolean; notFoundText?: string },
): Promise<PageData> {
  const url = pageUrlOf(request);
  const locale: LocaleCode = localeOf(params);
  const env = context.get(webEnvContext);
  try {
    const page = await apiFor(context, request, locale).call(getPageOp, { params: { slug } });
    return {
      page,
      layout: page.layout,
      origin: env.config.origin,
      brand: env.config.brand.names[locale],
      path: `/${slug === "home" ? "" : slug}`,
      indexable: options.indexable,
    };
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) {
      throw data(`${options.notFoundText ?? "Page not found"}: ${url.pathname}`, { status: 404 });
    }
    throw error;
  }
}
