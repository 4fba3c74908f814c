import { getLocale } from "../../src/i18n/locales.ts";
import type { PageCacheHandle } from "../../src/lib/page-cache.ts";
import { PageView } from "../components/page-view.tsx";
import { RouteError } from "../components/route-error.tsx";
import { metaFromPage } from "../lib/seo.ts";
import type { Route } from "./+types/static-tutorial";
import { loadTutorial } from "./static-tutorial.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

/** The same page for every anonymous visitor: the shared page cache may keep it. */
export const handle = { pageCache: { query: [] } } satisfies PageCacheHandle;

export const loader = (args: Route.LoaderArgs) => loadTutorial(args);

/**
 * A Zain Fi 2 set-up guide. The guide is written in the language its address names and is marked
 * so (lang and dir), whatever the prefix; the header, footer and navigation follow the prefix.
 */
export default function StaticTutorial({ loaderData }: Route.ComponentProps) {
  const { body, ...data } = loaderData;
  if (!body) return <PageView data={data} />;
  const language = getLocale(body.locale);
  return (
    <div lang={language.htmlLang} dir={language.dir} className="tutorial-body">
      <PageView data={{ ...data, page: { ...data.page, title: body.title, blocks: body.blocks } }} />
    </div>
  );
}

export const ErrorBoundary = RouteError;
