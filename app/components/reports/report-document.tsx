import type { Report } from "../../../src/contracts/page-content.ts";
import type { Locale } from "../../../src/i18n/locales.ts";
import type { Translate } from "../../../src/i18n/translator.ts";
import type { Formatters } from "../../lib/i18n.tsx";
import { BidiText } from "../bidi-text.tsx";

/** Print-friendly: one column, the site's colours, no scripts, logical properties only. */
const STYLE = `
body{font-family:system-ui,"Noto Sans Arabic","Segoe UI",Tahoma,sans-serif;color:#1d1b20;margin:0;line-height:1.6}
main{max-inline-size:46rem;margin-inline:auto;padding:2rem 1.25rem}
header{border-block-end:4px solid #5b2c83;padding-block-end:1rem;margin-block-end:1.5rem}
.brand{color:#5b2c83;font-weight:700;margin:0}
h1{margin-block:0.25rem}
table{border-collapse:collapse;inline-size:100%;margin-block:1rem 1.5rem}
th,td{text-align:start;padding:0.5rem 0.75rem;border-block-end:1px solid #e3dfe8}
caption{text-align:start;font-weight:700;padding-block-end:0.5rem}
footer{border-block-start:1px solid #e3dfe8;margin-block-start:2rem;padding-block-start:1rem;color:#55505c;font-size:0.95rem}
a{color:#5b2c83}
@media print{a{color:inherit}main{padding:0}}
`;

/** A report of the investor-relations page as a document of its own, in the page's language. */
export function ReportDocument({
  report,
  locale,
  brand,
  backHref,
  t,
  format,
}: {
  report: Report;
  locale: Locale;
  brand: string;
  backHref: string;
  t: Translate;
  format: Formatters;
}) {
  return (
    <html lang={locale.htmlLang} dir={locale.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${report.title} – ${brand}`}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <header>
            <p className="brand">{brand}</p>
            <h1>{report.title}</h1>
            <p>{t("coverage.report.published", { date: format.date(report.published) })}</p>
          </header>
          <p>
            <BidiText text={report.summary} />
          </p>
          {report.figures ? (
            <table>
              <caption>{t("coverage.report.figures")}</caption>
              <tbody>
                {report.figures.map((f) => (
                  <tr key={f.label}>
                    <th scope="row">{f.label}</th>
                    <td>
                      <BidiText text={f.value} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {report.sections.map((s) => (
            <section key={s.title}>
              <h2>{s.title}</h2>
              {s.paragraphs.map((p) => (
                <p key={p}>
                  <BidiText text={p} />
                </p>
              ))}
            </section>
          ))}
          <footer>
            <p>
              <BidiText text={t("coverage.report.footer")} />
            </p>
            <p>
              <a href={backHref}>{t("coverage.report.back")}</a>
            </p>
          </footer>
        </main>
      </body>
    </html>
  );
}
