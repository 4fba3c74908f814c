import { LineLimits } from "../../components/business/line-limits.tsx";
import { Members } from "../../components/business/members.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/business";
import { type BusinessOutcome, businessAction, businessData } from "./business.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "business.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => businessData(args);

export const action = (args: Route.ActionArgs) => businessAction(args);

/**
 * myzain/business (issue 21): the owner of a business account sees every line's spend this month,
 * sets each line's monthly spend limit, reaches the consolidated bill and adds or removes members.
 */
export default function Business({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { overview, users } = loaderData;
  const outcome: BusinessOutcome | undefined = actionData;
  return (
    <article className="page myzain-page business">
      <h1>{t("business.title")}</h1>
      <p>{t("business.intro")}</p>
      <p>
        <LocaleLink to="/myzain/business/bill" className="button button-secondary">
          {t("business.bill.title")}
        </LocaleLink>
      </p>
      <LineLimits overview={overview} outcome={outcome} />
      <Members users={users} lines={overview.lines} outcome={outcome} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
