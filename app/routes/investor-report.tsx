import { renderToStaticMarkup } from "react-dom/server";
import { data } from "react-router";
import { REPORTS_PAGE } from "../../src/contracts/page-values.ts";
import { catalogue } from "../../src/i18n/catalogue.ts";
import { getLocale } from "../../src/i18n/locales.ts";
import { createTranslator } from "../../src/i18n/translator.ts";
import { ReportDocument } from "../components/reports/report-document.tsx";
import { webEnvContext } from "../context.ts";
import { apiFor } from "../lib/api.server.ts";
import { makeFormatters } from "../lib/i18n.tsx";
import { localeOf } from "../lib/locale.ts";
import { loadMessages } from "../lib/messages.server.ts";
import { loadPageData } from "../lib/page-data.server.ts";
import { pageUrlOf } from "../lib/page-url.ts";
import { localizedPath } from "../lib/paths.ts";
import type { Route } from "./+types/investor-report";

/**
 * /{lang}/about-us/investor-relations/reports/{report}: one report of the investor-relations page
 * as a document of its own (HTML that prints and saves as a file), drawn from the same content
 * record, so a report listed on the page is never a dead link. Unknown: 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const code = localeOf(args.params);
  const { page, brand } = await loadPageData(args, REPORTS_PAGE, { indexable: false });
  const report = page.blocks
    .flatMap((b) => (b.type === "reports" ? b.items : []))
    .find((r) => r.id === args.params.report);
  if (!report) throw data(`Page not found: ${pageUrlOf(args.request).pathname}`, { status: 404 });
  const env = args.context.get(webEnvContext);
  const api = apiFor(args.context, args.request, code);
  const messages = await loadMessages(api, code, (message, fields) => env.log("error", message, fields));
  const locale = getLocale(code);
  const html = renderToStaticMarkup(
    <ReportDocument
      report={report}
      locale={locale}
      brand={brand}
      backHref={localizedPath(code, `/${REPORTS_PAGE}`)}
      t={createTranslator(code, messages, catalogue.en)}
      format={makeFormatters(locale)}
    />,
  );
  return new Response(`<!DOCTYPE html>${html}`, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // Saved under a name that says what it is, in which language.
      "Content-Disposition": `inline; filename="${report.id}-${code}.html"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
