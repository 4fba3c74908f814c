import { useI18n } from "../../lib/i18n.tsx";
import type { Paging } from "../../lib/paging.ts";
import { LocaleLink } from "../locale-link.tsx";

/** Newer and older pages of a list, as plain links (rel prev/next), with where the reader is. */
export function Pagination({ paging }: { paging: Paging }) {
  const { t } = useI18n();
  if (paging.pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("articles.pagination.label")}>
      {paging.newer ? (
        <LocaleLink to={paging.newer} rel="prev" className="pagination-newer">
          {t("articles.pagination.newer")}
        </LocaleLink>
      ) : null}
      <p className="pagination-status">{t("articles.pagination.pageOf", { page: paging.page, pages: paging.pages })}</p>
      {paging.older ? (
        <LocaleLink to={paging.older} rel="next" className="pagination-older">
          {t("articles.pagination.older")}
        </LocaleLink>
      ) : null}
    </nav>
  );
}
