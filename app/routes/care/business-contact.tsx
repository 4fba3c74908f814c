import { Blocks } from "../../components/blocks.tsx";
import { CareForm } from "../../components/care/care-form.tsx";
import { LeadFields } from "../../components/care/lead-fields.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { businessLeadChoice } from "../../lib/care/business-lead.server.ts";
import { CARE_HEADERS, redrawAfterPost } from "../../lib/care/care-route.ts";
import { careSetup } from "../../lib/care/care-setup.server.ts";
import { submitCareForm } from "../../lib/care/care-submit.server.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { loadPageData } from "../../lib/page-data.server.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/business-contact";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

export const headers = () => CARE_HEADERS;

export async function loader(args: Route.LoaderArgs) {
  const [page, setup, choice] = await Promise.all([
    loadPageData(args, "business/contact-us", { indexable: true }),
    careSetup(args, false),
    businessLeadChoice(args),
  ]);
  // A lead is the company's, not the signed-in customer's line: always a contact number (and code).
  return { ...page, setup: { ...setup, signedIn: false, lines: [] }, ...choice };
}

export const action = (args: Route.ActionArgs) => submitCareForm(args, "lead", false);

export const shouldRevalidate = redrawAfterPost;

/**
 * business/contact-us: the sales team's phones and email, and the sales lead form every "Contact
 * sales" and "Request a trial" of the business pages leads to (with the product preselected).
 */
export default function BusinessContact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [hero, ...rest] = loaderData.page.blocks;
  return (
    <article className="page care-page">
      {hero ? <Blocks blocks={[hero]} /> : null}
      <section className="container care-panel" aria-labelledby="care-lead">
        <h2 id="care-lead">{t("care.lead.heading")}</h2>
        <p>{t("care.lead.intro")}</p>
        <CareForm id="lead" result={actionData} setup={loaderData.setup} submitLabel={t("care.lead.submit")}>
          {(values, fields) => (
            <LeadFields values={values} fields={fields} product={loaderData.product} need={loaderData.need} />
          )}
        </CareForm>
      </section>
      <Blocks blocks={rest} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
