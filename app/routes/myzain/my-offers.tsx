import type { Offering } from "../../../src/contracts/api/catalogue.ts";
import { Blocks } from "../../components/blocks.tsx";
import { LineOffers } from "../../components/myzain/line-offers.tsx";
import { LineSwitcher } from "../../components/myzain/line-switcher.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { myzainPage, signedIn } from "../../lib/myzain.server.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/my-offers";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

/** The offers picked for this line: the operator's best picks among what it may buy today. */
export async function loader(args: Route.LoaderArgs) {
  const { page, api, lines, line } = await myzainPage(args, "myzain/my-offers");
  const offers = await signedIn(args, () => api.get<Offering[]>(`/lines/${line.id}/offers`));
  return { page, lines, line, offers: offers.slice(0, 6) };
}

export default function MyOffers({ loaderData }: Route.ComponentProps) {
  const { lines, line, offers } = loaderData;
  return (
    <article className="page myzain-page">
      <h1>{loaderData.page.page.title}</h1>
      <LineSwitcher lines={lines} current={line.id} />
      <LineOffers offers={offers} lines={lines} line={line} />
      <Blocks blocks={loaderData.page.page.blocks.filter((b) => b.type !== "hero")} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
