import { data, Form } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import {
  listNotificationsOp,
  markAllNotificationsReadOp,
  markNotificationReadOp,
} from "../../../src/contracts/api/notifications.ts";
import { Blocks } from "../../components/blocks.tsx";
import { FormMessage } from "../../components/field.tsx";
import { NotificationList } from "../../components/myzain/notification-list.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { apiFor } from "../../lib/api.server.ts";
import { apiFormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { localeOf } from "../../lib/locale.ts";
import { signedIn } from "../../lib/myzain.server.ts";
import { loadPageData } from "../../lib/page-data.server.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/notifications";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

export async function loader(args: Route.LoaderArgs) {
  const page = await loadPageData(args, "myzain/notifications", { indexable: false });
  const api = apiFor(args.context, args.request, localeOf(args.params));
  const list = await signedIn(args, () => api.call(listNotificationsOp));
  return { page, ...list };
}

export async function action(args: Route.ActionArgs) {
  const api = apiFor(args.context, args.request, localeOf(args.params));
  const form = await args.request.formData();
  try {
    await signedIn(args, async () => {
      if (form.get("intent") === "read-all") await api.call(markAllNotificationsReadOp);
      else await api.call(markNotificationReadOp, { params: { id: String(form.get("id")) } });
    });
  } catch (error) {
    // A notice that is not the customer's (or no notice at all) is the API's 4xx, shown on the page.
    if (!(error instanceof ApiClientError)) throw error;
    const errors = apiFormErrors(error);
    return data({ error: errors.form ?? Object.values(errors.fields)[0] ?? null }, { status: error.status });
  }
  return { error: null };
}

/** Every notice about the customer's lines, newest first; read one by one or all at once. */
export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { items, unread } = loaderData;
  return (
    <article className="page myzain-page notifications-page">
      <h1>{loaderData.page.page.title}</h1>
      <FormMessage message={actionData?.error ?? undefined} />
      <div className="notifications-bar">
        <p role="status">{t("notifications.unread", { count: unread })}</p>
        {unread > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <button type="submit" className="button button-small">
              {t("notifications.markAll")}
            </button>
          </Form>
        ) : null}
      </div>
      {items.length === 0 ? <p>{t("notifications.empty")}</p> : <NotificationList items={items} />}
      <Blocks blocks={loaderData.page.page.blocks.filter((b) => b.type !== "hero")} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
