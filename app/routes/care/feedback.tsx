import { Blocks } from "../../components/blocks.tsx";
import { CareForm } from "../../components/care/care-form.tsx";
import { RatingGroup } from "../../components/care/rating-group.tsx";
import { MessageField, TopicField } from "../../components/care/ticket-fields.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { CARE_HEADERS, redrawAfterPost } from "../../lib/care/care-route.ts";
import { careSetup } from "../../lib/care/care-setup.server.ts";
import { submitCareForm } from "../../lib/care/care-submit.server.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { loadPageData } from "../../lib/page-data.server.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/feedback";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

export const headers = () => CARE_HEADERS;

export async function loader(args: Route.LoaderArgs) {
  const [page, setup] = await Promise.all([
    loadPageData(args, "myzain/feedback", { indexable: false }),
    careSetup(args, true),
  ]);
  return { page, setup };
}

export const action = (args: Route.ActionArgs) => submitCareForm(args, "feedback", true);

export const shouldRevalidate = redrawAfterPost;

/** myzain/feedback: a rating from 1 to 5, the topic, what to tell us and an optional screenshot. */
export default function Feedback({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page } = loaderData.page;
  const [hero, ...rest] = page.blocks;
  return (
    <article className="page myzain-page care-page">
      {hero?.type === "hero" ? (
        <header className="page-header">
          <h1>{page.title}</h1>
          {hero.text ? <p className="lead">{hero.text}</p> : null}
        </header>
      ) : (
        <h1>{page.title}</h1>
      )}
      <section className="care-panel" aria-labelledby="care-feedback">
        <h2 id="care-feedback">{t("care.feedback.heading")}</h2>
        <CareForm
          id="care-feedback-form"
          result={actionData}
          setup={loaderData.setup}
          submitLabel={t("care.feedback.submit")}
        >
          {(values, fields) => (
            <>
              <RatingGroup checked={values.rating} error={fields.rating} />
              <TopicField values={values} fields={fields} />
              <MessageField values={values} fields={fields} label={t("care.feedback.text")} />
            </>
          )}
        </CareForm>
      </section>
      <Blocks blocks={hero?.type === "hero" ? rest : page.blocks} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
