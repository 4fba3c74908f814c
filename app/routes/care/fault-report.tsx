import { listPlacesOp } from "../../../src/contracts/api/places.ts";
import { CareForm } from "../../components/care/care-form.tsx";
import { FaultFields } from "../../components/care/fault-fields.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { careApi } from "../../lib/care/care-form.server.ts";
import { CARE_HEADERS, redrawAfterPost } from "../../lib/care/care-route.ts";
import { careSetup } from "../../lib/care/care-setup.server.ts";
import { submitCareForm } from "../../lib/care/care-submit.server.ts";
import { baghdadLocalNow } from "../../lib/care/ticket-form.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/fault-report";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "care.fault.title");

export const headers = () => CARE_HEADERS;

export async function loader(args: Route.LoaderArgs) {
  const [places, setup] = await Promise.all([careApi(args).call(listPlacesOp), careSetup(args, true)]);
  return {
    governorates: places.map((g) => ({ id: g.id, name: g.name })),
    setup,
    now: baghdadLocalNow(),
    /** Back to where the visitor came from: myzain/help when signed in, else contact-us. */
    back: setup.signedIn ? "/myzain/help" : "/support/contact-us",
  };
}

export const action = (args: Route.ActionArgs) => submitCareForm(args, "fault", true);

export const shouldRevalidate = redrawAfterPost;

/**
 * support/report-a-fault (reached from support/contact-us and myzain/help): no signal, slow data
 * or dropped calls, where (a place, or the browser's location on a button press) and when.
 */
export default function FaultReport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { setup, governorates, now } = loaderData;
  return (
    <article className="page care-page">
      <header className="page-header container">
        <h1>{t("care.fault.title")}</h1>
        <p className="lead">{t("care.fault.intro")}</p>
      </header>
      <section className="container care-panel">
        <CareForm id="care-fault" result={actionData} setup={setup} submitLabel={t("care.fault.submit")}>
          {(values, fields) => <FaultFields values={values} fields={fields} governorates={governorates} now={now} />}
        </CareForm>
        <p className="care-aside">
          {t("care.fault.urgent")} <LocaleLink to={loaderData.back}>{t("care.form.back")}</LocaleLink>
        </p>
      </section>
    </article>
  );
}

export const ErrorBoundary = RouteError;
