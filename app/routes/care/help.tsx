import { listMyTicketsOp } from "../../../src/contracts/api/tickets.ts";
import { Blocks } from "../../components/blocks.tsx";
import { TicketList } from "../../components/care/ticket-list.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { apiFor } from "../../lib/api.server.ts";
import { CARE_HEADERS } from "../../lib/care/care-route.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { localeOf } from "../../lib/locale.ts";
import { signedIn } from "../../lib/myzain.server.ts";
import { loadPageData } from "../../lib/page-data.server.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/help";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

export const headers = () => CARE_HEADERS;

export async function loader(args: Route.LoaderArgs) {
  const api = apiFor(args.context, args.request, localeOf(args.params));
  const [page, list] = await Promise.all([
    loadPageData(args, "myzain/help", { indexable: false }),
    signedIn(args, () => api.call(listMyTicketsOp)),
  ]);
  return { page, tickets: list.tickets };
}

/**
 * myzain/help: the customer's requests with their status, newest first, the ways to write to us
 * (a question or complaint, a network fault), and below them the page's own help content.
 */
export default function Help({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page } = loaderData.page;
  const [hero, ...rest] = page.blocks;
  return (
    <article className="page myzain-page care-page">
      <header className="page-header">
        <h1>{page.title}</h1>
        {hero?.type === "hero" && hero.text ? <p className="lead">{hero.text}</p> : null}
      </header>
      <section className="care-panel" aria-labelledby="care-mine">
        <h2 id="care-mine">{t("care.help.mine")}</h2>
        {loaderData.tickets.length > 0 ? <TicketList tickets={loaderData.tickets} /> : <p>{t("care.help.none")}</p>}
        <p className="care-actions">
          <LocaleLink to="/support/contact-us#care-write" className="button">
            {t("care.help.write")}
          </LocaleLink>
          <LocaleLink to="/support/report-a-fault" className="button button-secondary">
            {t("care.fault.link")}
          </LocaleLink>
          <LocaleLink to="/myzain/feedback" className="button button-secondary">
            {t("care.help.feedback")}
          </LocaleLink>
        </p>
      </section>
      <Blocks blocks={hero?.type === "hero" ? rest : page.blocks} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
