import { useI18n } from "../lib/i18n.tsx";
import { LocaleLink } from "./locale-link.tsx";
import { SearchForm } from "./search-form.tsx";

type Translate = ReturnType<typeof useI18n>["t"];

/** The title and description for a status; a route's own status message replaces the generic title. */
function textFor(status: number, statusMessage: string | undefined, t: Translate) {
  if (status === 404) return { title: t("error.notFound.title"), description: t("error.notFound.description") };
  // Only a page's loader refuses (after the layout's messages arrived), so not in the fallback set.
  if (status === 403) return { title: t("forbidden.title"), description: t("forbidden.description") };
  if (status === 503) return { title: t("error.unavailable.title"), description: t("error.unavailable.description") };
  // A page form sent in a shape no action reads (app/lib/form-body.server.ts).
  if (status === 400 || status === 415)
    return { title: statusMessage ?? t("error.badForm.title"), description: t("error.badForm.description") };
  return { title: statusMessage ?? t("error.internal.title"), description: t("error.internal.description") };
}

/**
 * The generic error page (spec section 8): a status (default 500), a title ("Page Not Found" for
 * 404, "not open to you" for 403, "Temporarily Unavailable" for 503, else the status message or
 * "Internal Server Error"), a description and ways on.
 */
export function ErrorView({
  status = 500,
  statusMessage,
  message,
  description,
}: {
  status?: number;
  statusMessage?: string;
  message?: string | undefined;
  description?: string;
}) {
  const { t } = useI18n();
  const text = textFor(status, statusMessage, t);
  return (
    <section className="error-page container">
      <p className="error-status" aria-hidden="true">
        {status}
      </p>
      <h1>{text.title}</h1>
      {message ? (
        <p className="error-message">
          <bdi dir="ltr">{message}</bdi>
        </p>
      ) : null}
      <p>{description ?? text.description}</p>
      <div className="error-actions">
        {/* Signed in but not allowed here: their own pages are the way on. */}
        <LocaleLink to={status === 403 ? "/myzain" : "/"} className="button">
          {status === 403 ? t("forbidden.myzain") : t("error.backHome")}
        </LocaleLink>
      </div>
      <h2 className="error-search-title">{t("error.search")}</h2>
      <SearchForm id="error-search" />
    </section>
  );
}
