import { LocaleLink } from "../../components/locale-link.tsx";
import { LineSwitcher } from "../../components/myzain/line-switcher.tsx";
import { NextBillCharges } from "../../components/plans/next-bill-charges.tsx";
import { PlanChoices } from "../../components/plans/plan-choices.tsx";
import { PlanConfirm } from "../../components/plans/plan-confirm.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/change-plan";
import { changePlanAction, changePlanData } from "./change-plan.server.ts";

const DONE = {
  upgrade: "plans.change.done.upgrade",
  start: "plans.change.done.start",
  downgrade: "plans.change.done.downgrade",
} as const;

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "plans.change.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => changePlanData(args);

export const action = (args: Route.ActionArgs) => changePlanAction(args);

/**
 * myzain/change-plan: a postpaid line moves between Power plans. Every choice states its charge and
 * date before the customer confirms; upgrades charged so far are shown as they will be billed.
 */
export default function ChangePlan({ loaderData, actionData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const { lines, line, options, confirm, done } = loaderData;
  return (
    <article className="page myzain-page change-plan">
      <h1>{t("plans.change.title")}</h1>
      <LineSwitcher lines={lines} current={line.id} />
      {!options ? (
        <section className="card">
          <p>{t("plans.change.prepaidLine")}</p>
          <LocaleLink to={`/myzain/change-to-postpaid?line=${line.id}`} className="button">
            {t("plans.convert.link")}
          </LocaleLink>
        </section>
      ) : (
        <>
          {done ? (
            <p className="notice notice-success" role="status">
              {t(DONE[done])}
            </p>
          ) : null}
          {options.current && options.cycleEnd ? (
            <section className="card current-plan" aria-labelledby="current-plan">
              <h2 id="current-plan">{t("plans.change.current", { plan: options.current.name })}</h2>
              <p>
                {t("plans.change.fee")} <bdi dir="ltr">{format.iqd(options.current.priceIqd)}</bdi>
              </p>
              <p>
                {t("plans.change.cycleEnds", { date: format.date(options.cycleEnd) })}{" "}
                {t("plans.change.daysLeft", { count: options.daysLeft })}
              </p>
            </section>
          ) : (
            <p>{t("plans.change.noPlan")}</p>
          )}
          {options.pending ? (
            <p className="card pending-change" role="note">
              {t("plans.change.pending", {
                plan: planName(options, options.pending.toPlan),
                date: format.date(options.pending.effectiveAt),
              })}
            </p>
          ) : null}
          {confirm ? (
            <PlanConfirm
              lineId={line.id}
              choice={confirm.choice}
              idempotencyKey={confirm.key}
              options={options}
              errors={actionData?.errors}
            />
          ) : (
            <PlanChoices lineId={line.id} options={options} />
          )}
          <NextBillCharges options={options} />
        </>
      )}
    </article>
  );
}

function planName(
  options: { choices: { slug: string; name: string }[]; current: { slug: string; name: string } | null },
  slug: string,
) {
  return (
    options.choices.find((c) => c.slug === slug)?.name ?? (options.current?.slug === slug ? options.current.name : slug)
  );
}

export const ErrorBoundary = RouteError;
