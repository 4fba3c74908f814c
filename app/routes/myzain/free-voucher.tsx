import { Blocks } from "../../components/blocks.tsx";
import { ClaimedVouchers } from "../../components/rewards/claimed-vouchers.tsx";
import { VoucherOffers } from "../../components/rewards/voucher-offers.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/free-voucher";
import { freeVoucherPageData, submitClaim } from "./free-voucher.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

export const loader = (args: Route.LoaderArgs) => freeVoucherPageData(args);
export const action = (args: Route.ActionArgs) => submitClaim(args);

/** myzain/free-voucher: what is waiting for each line this month, claiming it, and the vouchers claimed. */
export default function FreeVoucher({ loaderData, actionData }: Route.ComponentProps) {
  const { page, offers, claimed, justClaimed } = loaderData;
  return (
    <article className="page myzain-page free-voucher">
      <h1>{page.page.title}</h1>
      <VoucherOffers offers={offers} result={actionData} />
      <ClaimedVouchers vouchers={claimed} highlight={justClaimed} />
      <Blocks blocks={page.page.blocks.filter((b) => b.type !== "hero")} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
