import { useI18n } from "../../lib/i18n.tsx";

/** A publication day (YYYY-MM-DD) in the page's language, machine-readable too. */
export function ArticleDate({ value }: { value: string }) {
  const { format } = useI18n();
  return <time dateTime={value}>{format.date(value)}</time>;
}
