import { type ComponentProps, useRef } from "react";
import { Link } from "react-router";
import { useI18n } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/paths.ts";
import { useViewportPrefetch } from "./viewport-prefetch.ts";

type Props = Omit<ComponentProps<typeof Link>, "to"> & { to: string };

/**
 * The one link for site pages: `to` is a path without the language (`/prepaid/new-sim`) and the
 * current language is added; visible links are prefetched politely. tel:, mailto:, external
 * addresses and #sections of the same page are plain anchors.
 */
export function LocaleLink({ to, ...props }: Props) {
  const { locale } = useI18n();
  const ref = useRef<HTMLAnchorElement>(null);
  const external = /^(tel:|mailto:|https?:|#)/.test(to);
  const href = external ? undefined : localizedPath(locale.code, to);
  useViewportPrefetch(ref, href);
  if (!href) return <a href={to} {...props} />;
  return <Link ref={ref} to={href} prefetch="none" {...props} />;
}
