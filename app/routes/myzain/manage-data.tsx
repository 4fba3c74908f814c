import { Form } from "react-router";
import type { ApiClient } from "../../../src/client/api-client.ts";
import {
  getLineBalanceOp,
  getLineServicesOp,
  setAutoRenewOp,
  updateLineServicesOp,
} from "../../../src/contracts/api/lines.ts";
import { Blocks } from "../../components/blocks.tsx";
import { FormMessage } from "../../components/field.tsx";
import { BucketItem } from "../../components/myzain/bucket-list.tsx";
import { LineSwitcher } from "../../components/myzain/line-switcher.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { apiFormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { myzainLine, myzainPage, signedIn } from "../../lib/myzain.server.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/manage-data";

const SERVICES = ["mobileData", "roaming", "internationalCalls"] as const;
const ALERTS = [50, 70, 90];

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

export async function loader(args: Route.LoaderArgs) {
  const { page, api, lines, line } = await myzainPage(args, "myzain/manage-data");
  const [balance, services] = await signedIn(args, () =>
    Promise.all([
      api.call(getLineBalanceOp, { params: { lineId: line.id } }),
      api.call(getLineServicesOp, { params: { lineId: line.id } }),
    ]),
  );
  const data = balance.buckets.filter((b) => b.kind === "data" || b.kind === "app_data");
  return { page, lines, line, data, services };
}

/**
 * One form per switch, so each works on its own without JavaScript. A change the API refuses (a
 * value it does not take, a bundle that is gone) is shown on the page, like any form's error.
 */
export async function action(args: Route.ActionArgs) {
  const { api, line } = await myzainLine(args);
  const form = await args.request.formData();
  const intent = String(form.get("intent"));
  try {
    await save(args, api, line.id, intent, form);
  } catch (error) {
    const errors = apiFormErrors(error);
    return { saved: null, error: errors.form ?? Object.values(errors.fields)[0] ?? null };
  }
  return { saved: intent, error: null };
}

function save(args: Route.ActionArgs, api: ApiClient, lineId: string, intent: string, form: FormData) {
  return signedIn(args, async () => {
    const params = { lineId };
    if (intent === "service") {
      const name = SERVICES.find((s) => s === form.get("name"));
      if (!name) return;
      await api.call(updateLineServicesOp, { params, body: { [name]: form.get("value") === "on" } });
    } else if (intent === "alert") {
      const percent = Number(form.get("percent"));
      await api.call(updateLineServicesOp, { params, body: { usageAlertPercent: percent > 0 ? percent : null } });
    } else if (intent === "renew") {
      const subscriptionId = String(form.get("subscription"));
      await api.call(setAutoRenewOp, {
        params: { ...params, subscriptionId },
        body: { autoRenew: form.get("value") === "on" },
      });
    }
  });
}

export default function ManageData({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { lines, line, data, services } = loaderData;
  return (
    <article className="page myzain-page manage-data">
      <h1>{loaderData.page.page.title}</h1>
      <LineSwitcher lines={lines} current={line.id} />
      {actionData?.saved ? (
        <p className="notice notice-success" role="status">
          {t("manageData.saved")}
        </p>
      ) : null}
      <FormMessage message={actionData?.error ?? undefined} />
      <section className="block" aria-labelledby="data-heading">
        <h2 id="data-heading">{t("manageData.bundles")}</h2>
        {data.length === 0 ? <p>{t("manageData.noBundles")}</p> : null}
        <ul className="buckets">
          {data.map((bucket) => (
            <BucketItem key={bucket.id} bucket={bucket}>
              {bucket.subscription && bucket.expiresAt ? (
                <Form method="post" className="renew-form">
                  <input type="hidden" name="intent" value="renew" />
                  <input type="hidden" name="subscription" value={bucket.subscription.id} />
                  <input type="hidden" name="value" value={bucket.subscription.autoRenew ? "off" : "on"} />
                  <span>
                    {bucket.subscription.autoRenew ? t("manageData.autoRenewOn") : t("manageData.autoRenewOff")}
                  </span>
                  <button type="submit" className="button button-small button-secondary">
                    {bucket.subscription.autoRenew ? t("manageData.turnOffRenew") : t("manageData.turnOnRenew")}
                  </button>
                </Form>
              ) : null}
            </BucketItem>
          ))}
        </ul>
      </section>
      <section className="block" aria-labelledby="services-heading">
        <h2 id="services-heading">{t("manageData.services")}</h2>
        <ul className="switches">
          {SERVICES.map((name) => (
            <li key={name} className="switch-row">
              <span className="switch-name" id={`service-${name}`}>
                {t(`manageData.service.${name}`)}
              </span>
              <strong className={services[name] ? "switch-state on" : "switch-state"}>
                {services[name] ? t("manageData.on") : t("manageData.off")}
              </strong>
              <Form method="post">
                <input type="hidden" name="intent" value="service" />
                <input type="hidden" name="name" value={name} />
                <input type="hidden" name="value" value={services[name] ? "off" : "on"} />
                <button type="submit" className="button button-small" aria-describedby={`service-${name}`}>
                  {services[name] ? t("manageData.turnOff") : t("manageData.turnOn")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
        <Form method="post" className="inline-form alert-form">
          <input type="hidden" name="intent" value="alert" />
          <div className="field">
            <label htmlFor="usage-alert">{t("manageData.alert")}</label>
            <select id="usage-alert" name="percent" defaultValue={String(services.usageAlertPercent ?? 0)}>
              <option value="0">{t("manageData.alertNone")}</option>
              {ALERTS.map((p) => (
                <option key={p} value={p}>
                  {t("manageData.alertPercent", { percent: p })}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button">
            {t("manageData.save")}
          </button>
        </Form>
      </section>
      <Blocks blocks={loaderData.page.page.blocks.filter((b) => b.type !== "hero")} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
