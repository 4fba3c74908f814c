import { useI18n } from "../lib/i18n.tsx";
import { LocaleLink } from "./locale-link.tsx";
import { SearchForm } from "./search-form.tsx";

/**
 * The generic error page (spec section 8): a status (default 500), a title ("Page Not Found" for
 * 404, "Temporarily Unavailable" for 503, else the status message or "Internal Server Error"), a
 * description and ways on.
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
  // A page form sent in a shape no action reads (app/lib/form-body.server.ts).
  const badForm = status === 400 || status === 415;
  const text =
    status === 404
      ? { title: t("error.notFound.title"), description: t("error.notFound.description") }
      : status === 503
        ? { title: t("error.unavailable.title"), description: t("error.unavailable.description") }
        : badForm
          ? { title: statusMessage ?? t("error.badForm.title"), description: t("error.badForm.description") }
          : { title: statusMessage ?? t("error.internal.title"), description: t("error.internal.description") };
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
        <LocaleLink to="/" className="button">
          {t("error.backHome")}
        </LocaleLink>
      </div>
      <h2 className="error-search-title">{t("error.search")}</h2>
      <SearchForm id="error-search" />
    </section>
  );
}
