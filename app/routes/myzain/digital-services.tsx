import { ServiceConfirm } from "../../components/digital-services/service-confirm.tsx";
import { ActiveServices, AvailableServices } from "../../components/digital-services/service-list.tsx";
import { FormMessage } from "../../components/field.tsx";
import { LineSwitcher } from "../../components/myzain/line-switcher.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/digital-services";
import { digitalServicesAction, digitalServicesData, type ServiceActionResult } from "./digital-services.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "services.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => digitalServicesData(args);

export const action = (args: Route.ActionArgs) => digitalServicesAction(args);

/**
 * myzain/digital-services, where services/digital-services' "Manage your subscriptions" leads:
 * the line's caller tunes, SMS services, games and streaming, each cancelled at once, and the
 * others with a confirmation step before the first charge.
 */
export default function DigitalServices({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { lines, line, services, balance, confirm, subscribed, cancelled } = loaderData;
  const result: ServiceActionResult | undefined = actionData;
  const mine = services.filter((s) => s.subscription);
  const others = services.filter((s) => !s.subscription);
  return (
    <article className="page myzain-page digital-services">
      <h1>{t("services.title")}</h1>
      <p>{t("services.intro")}</p>
      <LineSwitcher lines={lines} current={line.id} />
      {subscribed ? (
        <p className="notice notice-success" role="status">
          {t("services.subscribed", { service: subscribed })}
        </p>
      ) : null}
      {cancelled ? (
        <p className="notice notice-success" role="status">
          {t("services.cancelled", { service: cancelled })}
        </p>
      ) : null}
      {confirm ? null : <FormMessage message={result?.errors.form ?? Object.values(result?.errors.fields ?? {})[0]} />}
      {line.kind !== "mobile" ? <p>{t("services.mobileOnly")}</p> : null}
      {confirm ? (
        <ServiceConfirm
          service={confirm.service}
          idempotencyKey={confirm.key}
          line={line}
          balance={balance}
          errors={result?.errors ?? null}
          code={result?.code ?? null}
        />
      ) : null}
      {line.kind === "mobile" ? (
        <>
          <section className="block" aria-labelledby="mine-heading">
            <h2 id="mine-heading">{t("services.mine.title")}</h2>
            <ActiveServices services={mine} />
          </section>
          {others.length > 0 ? (
            <section className="block" aria-labelledby="others-heading">
              <h2 id="others-heading">{t("services.others.title")}</h2>
              <AvailableServices services={others} lineId={line.id} />
            </section>
          ) : null}
        </>
      ) : null}
    </article>
  );
}

export const ErrorBoundary = RouteError;
