import { lazy, Suspense } from "react";
import type { PageCacheHandle } from "../../src/lib/page-cache.ts";
import { Blocks } from "../components/blocks.tsx";
import { CampaignDates, CampaignNotice, CampaignTerms, OfferList } from "../components/campaign/campaign-parts.tsx";
import { RouteError } from "../components/route-error.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { metaFromPage } from "../lib/seo.ts";
import type { Route } from "./+types/campaign-page";
import { loadCampaign, submitCampaignForm } from "./campaign-page.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

/**
 * Only the 4G page has the coverage and handset checks: their code is fetched when that page draws
 * them, so the other campaigns stay within their JavaScript budget. The server renders them in
 * full, inline (app/entry.server.tsx), and the browser keeps that HTML until the code arrives.
 */
const FourGChecks = lazy(() =>
  import("../components/campaign/four-g-checks.tsx").then((m) => ({ default: m.FourGChecks })),
);

/**
 * Likewise only phone campaigns have the order form (with the phones' pictures) and the call-back
 * request: bundle campaigns, the most visited, do not load them.
 */
const PhoneOrderForm = lazy(() =>
  import("../components/campaign/phone-order-form.tsx").then((m) => ({ default: m.PhoneOrderForm })),
);
const DeviceOrder = lazy(() =>
  import("../components/campaign/device-order.tsx").then((m) => ({ default: m.DeviceOrder })),
);

/** The same page for every anonymous visitor, given q (a phone) and a place: the shared page cache may keep it. */
export const handle = { pageCache: { query: ["q", "governorate", "city"] } } satisfies PageCacheHandle;

export const loader = (args: Route.LoaderArgs) => loadCampaign(args);

/** A phone campaign's order form or its call-back request; other campaigns have no form to post. */
export const action = (args: Route.ActionArgs) => submitCampaignForm(args);

/**
 * A member-area campaign: hero (headline and call to action), what it features (bundles to buy,
 * phones to order with a call-back for those who prefer one, or the 4G checks: coverage by place,
 * then the phone), the rest of its
 * content, then its terms.
 */
export default function CampaignPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { campaign, current, handsetCheck, coverageCheck, variants, payment } = loaderData;
  if (campaign.status !== "active") {
    return (
      <CampaignNotice
        title={campaign.page.title}
        status={campaign.status}
        date={campaign.status === "ended" ? (campaign.endsOn ?? campaign.startsOn) : campaign.startsOn}
        successor={campaign.successor}
        current={current}
      />
    );
  }
  const [hero, ...rest] = campaign.page.blocks;
  return (
    <article className="page campaign-page">
      {hero ? <Blocks blocks={[hero]} /> : null}
      <CampaignDates startsOn={campaign.startsOn} endsOn={campaign.endsOn} />
      {campaign.kind === "device" ? (
        <Suspense fallback={null}>
          <PhoneOrderForm
            variants={variants}
            payment={payment}
            result={actionData?.form === "order" ? actionData : undefined}
          />
          <DeviceOrder devices={campaign.offerings} result={actionData?.form === "callback" ? actionData : undefined} />
        </Suspense>
      ) : null}
      {campaign.kind === "offers" && campaign.offerings.length > 0 ? (
        <OfferList id="offers" heading={t("campaign.featured")} offers={campaign.offerings} />
      ) : null}
      {campaign.kind === "offers" && campaign.offerings.length === 0 ? (
        <>
          <p className="container">{t("campaign.featuredNone")}</p>
          <OfferList id="offers" heading={t("offers.heading")} offers={current} />
        </>
      ) : null}
      {coverageCheck || handsetCheck ? (
        <Suspense fallback={null}>
          <FourGChecks coverage={coverageCheck} handset={handsetCheck} />
        </Suspense>
      ) : null}
      {campaign.kind === "recharge" ? (
        <Blocks
          blocks={[
            {
              type: "cta",
              title: t("campaign.recharge.title"),
              text: t("campaign.recharge.text"),
              action: { label: t("campaign.recharge.action"), href: "/prepaid/recharge-my-prepaid-line" },
            },
          ]}
          titleFirst={false}
        />
      ) : null}
      <Blocks blocks={rest} titleFirst={false} />
      <CampaignTerms terms={campaign.terms} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
