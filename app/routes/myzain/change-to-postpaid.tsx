import { LineSwitcher } from "../../components/myzain/line-switcher.tsx";
import { ConversionForm } from "../../components/plans/conversion-form.tsx";
import { ConversionStatus } from "../../components/plans/conversion-status.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/change-to-postpaid";
import { changeToPostpaidAction, changeToPostpaidData } from "./change-to-postpaid.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "plans.convert.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => changeToPostpaidData(args);

export const action = (args: Route.ActionArgs) => changeToPostpaidAction(args);

/**
 * myzain/change-to-postpaid: a prepaid line asks to move to a Power plan, keeping its number; the
 * page says what will happen to the balance, a credit advance and automatic recharges first.
 */
export default function ChangeToPostpaid({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { lines, line, options, key, uploadToken } = loaderData;
  const asking = options.billing === "prepaid" && options.latest?.state !== "in_review";
  return (
    <article className="page myzain-page change-to-postpaid">
      <h1>{t("plans.convert.title")}</h1>
      <p>{t("plans.convert.intro")}</p>
      <LineSwitcher lines={lines} current={line.id} />
      <ConversionStatus lineId={line.id} options={options} />
      {asking ? (
        <ConversionForm options={options} idempotencyKey={key} uploadToken={uploadToken} failure={actionData} />
      ) : null}
    </article>
  );
}

export const ErrorBoundary = RouteError;
