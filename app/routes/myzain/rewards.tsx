import { data } from "react-router";
import { getPointsHistoryOp, getPointsSummaryOp } from "../../../src/contracts/api/points.ts";
import { Blocks } from "../../components/blocks.tsx";
import { PointsHistoryView } from "../../components/myzain/points-history.tsx";
import { PointsSummaryCard } from "../../components/myzain/points-summary.tsx";
import { PointsTiers } from "../../components/myzain/points-tiers.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { webEnvContext } from "../../context.ts";
import { apiFor } from "../../lib/api.server.ts";
import { localeOf } from "../../lib/locale.ts";
import { signedIn } from "../../lib/myzain.server.ts";
import { loadPageData } from "../../lib/page-data.server.ts";
import { pageUrlOf, restOfPath } from "../../lib/page-url.ts";
import { readPointsQuery } from "../../lib/points.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/rewards";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

/**
 * myzain/{product}-rewards: this route is `myzain/:brandPage`, so any other myzain/<word> that no
 * route of its own serves arrives here too, and is the 404 it would be anywhere else.
 */
export async function loader(args: Route.LoaderArgs) {
  const url = pageUrlOf(args.request);
  const slug = `myzain/${args.context.get(webEnvContext).config.brand.slug}-rewards`;
  if (restOfPath(url.pathname) !== slug) throw data("Page not found", { status: 404 });
  const api = apiFor(args.context, args.request, localeOf(args.params));
  const query = readPointsQuery(url.searchParams);
  const [page, summary, history] = await Promise.all([
    loadPageData(args, slug, { indexable: false }),
    signedIn(args, () => api.call(getPointsSummaryOp)),
    signedIn(args, () =>
      api.call(getPointsHistoryOp, {
        query: { period: query.period, kind: query.kind ?? undefined, before: query.before ?? undefined },
      }),
    ),
  ]);
  return { page, summary, history, query, path: `/${slug}` };
}

/** The account's points: balance and tier, the tiers' benefits, the history; then the programme's rules. */
export default function Rewards({ loaderData }: Route.ComponentProps) {
  const { page, summary, history, query, path } = loaderData;
  const hero = page.page.blocks.find((b) => b.type === "hero");
  return (
    <article className="page myzain-page points-page">
      <h1>{page.page.title}</h1>
      {hero?.text ? <p className="lead">{hero.text}</p> : null}
      <PointsSummaryCard summary={summary} />
      <PointsTiers tiers={summary.tiers} current={summary.tier} months={summary.windowMonths} />
      <PointsHistoryView history={history} query={query} path={path} />
      <Blocks blocks={page.page.blocks.filter((b) => b.type !== "hero")} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
