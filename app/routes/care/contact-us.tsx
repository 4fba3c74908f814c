import { Blocks } from "../../components/blocks.tsx";
import { CareForm } from "../../components/care/care-form.tsx";
import { ContactFields } from "../../components/care/ticket-fields.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { CARE_HEADERS, redrawAfterPost } from "../../lib/care/care-route.ts";
import { careSetup } from "../../lib/care/care-setup.server.ts";
import { submitCareForm } from "../../lib/care/care-submit.server.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { loadPageData } from "../../lib/page-data.server.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/contact-us";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

/** The form carries a per-visitor token (and knows who is signed in): never shared, never stored. */
export const headers = () => CARE_HEADERS;

export async function loader(args: Route.LoaderArgs) {
  const [page, setup] = await Promise.all([
    loadPageData(args, "support/contact-us", { indexable: true }),
    careSetup(args, true),
  ]);
  return { ...page, setup };
}

export const action = (args: Route.ActionArgs) => submitCareForm(args, "contact", true);

export const shouldRevalidate = redrawAfterPost;

/**
 * support/contact-us: the phones and emails of the content record, and the written channel: a
 * question or complaint for anyone (signed out, the number is proved by SMS code), and the way to
 * report a network fault.
 */
export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [hero, ...rest] = loaderData.page.blocks;
  return (
    <article className="page care-page">
      {hero ? <Blocks blocks={[hero]} /> : null}
      <section className="container care-panel" aria-labelledby="care-write">
        <h2 id="care-write">{t("care.contact.heading")}</h2>
        <p>{t(loaderData.setup.signedIn ? "care.contact.introSignedIn" : "care.contact.intro")}</p>
        <CareForm id="care-contact" result={actionData} setup={loaderData.setup} submitLabel={t("care.contact.submit")}>
          {(values, fields) => <ContactFields values={values} fields={fields} />}
        </CareForm>
        <p className="care-aside">
          {t("care.contact.faultLead")} <LocaleLink to="/support/report-a-fault">{t("care.fault.link")}</LocaleLink>
        </p>
      </section>
      <Blocks blocks={rest} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
