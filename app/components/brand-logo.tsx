import { useI18n } from "../lib/i18n.tsx";
import { LocaleLink } from "./locale-link.tsx";
import { usePublicConfig } from "./site-header.tsx";

export function BrandLogo({ to = "/" }: { to?: string }) {
  const { t, locale } = useI18n();
  const { brand } = usePublicConfig();
  return (
    <LocaleLink to={to} className="brand-logo">
      <img src={brand.logoUrl} alt={t("brand.home", { brand: brand.names[locale.code] })} width={120} height={40} />
    </LocaleLink>
  );
}
