import type { ComponentProps } from "react";
import { Link } from "react-router";
import { useI18n } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/paths.ts";

type Props = Omit<ComponentProps<typeof Link>, "to"> & { to: string };

/**
 * The one link for site pages: `to` is a path without the language (`/prepaid/new-sim`) and the
 * current language is added. tel:, mailto: and external addresses are plain anchors.
 */
export function LocaleLink({ to, ...props }: Props) {
  const { locale } = useI18n();
  if (/^(tel:|mailto:|https?:)/.test(to)) return <a href={to} {...props} />;
  return <Link to={localizedPath(locale.code, to)} {...props} />;
}
