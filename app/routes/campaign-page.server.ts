import { data, type RouterContextProvider } from "react-router";
import { ApiClientError } from "../../src/client/api-client.ts";
import { getCampaignOp, requestDeviceOp, searchHandsetsOp } from "../../src/contracts/api/campaigns.ts";
import { listOfferingsOp } from "../../src/contracts/api/catalogue.ts";
import { baghdadToday } from "../../src/contracts/business-time.ts";
import { deviceLeadSchema } from "../../src/contracts/campaign.ts";
import { handsetQuerySchema } from "../../src/contracts/handsets.ts";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { variantErrors } from "../components/campaign/device-order.tsx";
import { webEnvContext } from "../context.ts";
import { apiFor } from "../lib/api.server.ts";
import { loadCoverageCheck } from "../lib/coverage-check.server.ts";
import { apiFormErrors, validate } from "../lib/forms.ts";
import { localeOf } from "../lib/locale.ts";
import type { PageData } from "../lib/page-data.server.ts";
import { pageUrlOf, restOfPath } from "../lib/page-url.ts";
import { phoneVariants } from "../lib/phone-order.ts";
import { campaignStock, startPhoneOrder } from "./campaign-order.server.ts";

type Args = { request: Request; params: { lang?: string }; context: Readonly<RouterContextProvider> };

const nameOf = (request: Request) => restOfPath(pageUrlOf(request).pathname).replace(/^member-area\//, "");

/**
 * A campaign page: the record, and what the visitor needs next to it. An ended or not yet started
 * campaign is still a page (with today's offers), never a 404, but is kept out of search engines.
 */
export async function loadCampaign({ request, params, context }: Args) {
  const url = pageUrlOf(request);
  const locale: LocaleCode = localeOf(params);
  const env = context.get(webEnvContext);
  const api = apiFor(context, request, locale);
  const campaign = await api.call(getCampaignOp, { params: { slug: nameOf(request) } }).catch((error: unknown) => {
    if (error instanceof ApiClientError && error.status === 404) {
      throw data(`Page not found: ${url.pathname}`, { status: 404 });
    }
    throw error;
  });
  // Today's hot offers stand in when the campaign has nothing of its own to sell.
  const needsCurrent = campaign.status !== "active" || (campaign.kind === "offers" && campaign.offerings.length === 0);
  const current = needsCurrent ? (await api.call(listOfferingsOp, { query: { tag: "hot" } })).slice(0, 6) : [];
  const handsetCheck = campaign.kind === "handset-check" ? await checkHandset(api, url.searchParams.get("q")) : null;
  // "Check 4G" is two questions: is there 4G where I am (coverage), and does my phone do 4G.
  const coverage = campaign.kind === "handset-check" ? await loadCoverageCheck(api, url.searchParams) : null;
  // Stock moves by the minute; the shared page cache keeps a page briefly, and the action checks again.
  const stock = await campaignStock(api, campaign);
  const pageData: PageData = {
    page: campaign.page,
    layout: campaign.page.layout,
    origin: env.config.origin,
    brand: env.config.brand.names[locale],
    path: `/member-area/${campaign.slug}`,
    indexable: campaign.status === "active",
  };
  // The phones' options are worked out here, so the page's JavaScript carries the result, not the rules.
  const variants = campaign.kind === "device" ? phoneVariants(campaign.offerings, stock, baghdadToday()) : [];
  return data(
    {
      ...pageData,
      campaign,
      current,
      handsetCheck,
      coverageCheck: coverage?.check ?? null,
      variants,
      payment: env.config.orders,
    },
    { status: coverage?.status ?? 200 },
  );
}

async function checkHandset(api: ReturnType<typeof apiFor>, q: string | null) {
  if (q === null) return { query: "", results: null, error: undefined };
  const checked = validate(handsetQuerySchema, { q });
  if ("errors" in checked) return { query: q, results: null, error: checked.errors.fields.q };
  const results = await api.call(searchHandsetsOp, { query: checked.data });
  return { query: checked.data.q, results, error: undefined };
}

/** The phone order form (intent "order") or the call-back request below it. */
export async function submitCampaignForm({ request, params, context }: Args) {
  const locale: LocaleCode = localeOf(params);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "order") {
    const api = apiFor(context, request, locale);
    return startPhoneOrder(api, form, { request, context, lang: locale, slug: nameOf(request) });
  }
  return submitDeviceRequest({ request, params, context }, form);
}

/** The call-back request form: "variant" is "<device>:<storage>", one choice of phone and size. */
async function submitDeviceRequest({ request, params, context }: Args, form: Record<string, FormDataEntryValue>) {
  const locale: LocaleCode = localeOf(params);
  const [offering, storageGb] = String(form.variant ?? "").split(":");
  const checked = validate(deviceLeadSchema, { ...form, offering, storageGb });
  if ("errors" in checked) {
    return data({ form: "callback" as const, errors: variantErrors(checked.errors), done: null }, { status: 422 });
  }
  try {
    const lead = await apiFor(context, request, locale).call(requestDeviceOp, {
      params: { slug: nameOf(request) },
      body: checked.data,
    });
    return { form: "callback" as const, errors: null, done: { ...lead, msisdn: checked.data.msisdn } };
  } catch (error) {
    const errors = variantErrors(apiFormErrors(error));
    return data({ form: "callback" as const, errors, done: null }, { status: errors.retryAfter ? 429 : 422 });
  }
}
