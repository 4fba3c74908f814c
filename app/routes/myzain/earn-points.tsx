import { getPointsEarningOp } from "../../../src/contracts/api/points.ts";
import { Blocks } from "../../components/blocks.tsx";
import { PointsTasks } from "../../components/myzain/points-tasks.tsx";
import { PointsTiers } from "../../components/myzain/points-tiers.tsx";
import { PointsWays } from "../../components/myzain/points-ways.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { apiFor } from "../../lib/api.server.ts";
import { localeOf } from "../../lib/locale.ts";
import { signedIn } from "../../lib/myzain.server.ts";
import { loadPageData } from "../../lib/page-data.server.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/earn-points";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

export async function loader(args: Route.LoaderArgs) {
  const api = apiFor(args.context, args.request, localeOf(args.params));
  const [page, earning] = await Promise.all([
    loadPageData(args, "myzain/earn-points", { indexable: false }),
    signedIn(args, () => api.call(getPointsEarningOp)),
  ]);
  return { page, earning };
}

/** Ways to earn at today's rates (from the earning rules), the account's tasks, the tiers; then examples. */
export default function EarnPoints({ loaderData }: Route.ComponentProps) {
  const { page, earning } = loaderData;
  const hero = page.page.blocks.find((b) => b.type === "hero");
  // The content's own "ways to earn" cards say in words what the rates table shows.
  const rest = page.page.blocks.filter((b) => b.type !== "hero" && b.type !== "cards");
  return (
    <article className="page myzain-page points-page">
      <h1>{page.page.title}</h1>
      {hero?.text ? <p className="lead">{hero.text}</p> : null}
      <PointsWays rates={earning.rates} />
      <PointsTasks tasks={earning.tasks} hasBirthDate={earning.hasBirthDate} />
      <PointsTiers tiers={earning.tiers} current={null} months={earning.windowMonths} />
      <Blocks blocks={rest} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
