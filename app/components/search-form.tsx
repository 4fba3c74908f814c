import { Form } from "react-router";
import { useI18n } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/paths.ts";
import { Icon } from "./icon.tsx";

export function SearchForm({ id = "site-search" }: { id?: string }) {
  const { locale, t } = useI18n();
  return (
    <Form method="get" action={localizedPath(locale.code, "/hyper-result")} role="search" className="search-form">
      <label htmlFor={id} className="visually-hidden">
        {t("search.label")}
      </label>
      <input id={id} name="q" type="search" placeholder={t("search.placeholder")} autoComplete="off" dir="auto" />
      {/* The magnifier says it to the eye; the words stay for screen readers, in less of the header's width. */}
      <button type="submit">
        <Icon name="search" size={18} />
        <span className="visually-hidden">{t("search.button")}</span>
      </button>
    </Form>
  );
}
