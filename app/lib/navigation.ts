import { useRouteLoaderData } from "react-router";
import type { loader } from "../routes/locale-layout.tsx";

/** A link of the site's navigation: the label is a message key; the path has no language prefix. */
export type NavItem = { label: string; path: string };
export type NavGroup = { label: string; path: string; items: NavItem[] };

/**
 * The main navigation (header, mobile menu, footer site map, the business section's sub-navigation),
 * from the language layout's data (app/lib/navigation.server.ts). Empty only on an error page whose
 * layout data failed to load, where the header then shows no menu.
 */
export function useMainNavigation(): NavGroup[] {
  return useRouteLoaderData<typeof loader>("routes/locale-layout")?.navigation ?? [];
}

/** The items of one group of the main navigation, by its label. */
export const groupItems = (groups: NavGroup[], label: string): NavItem[] =>
  groups.find((group) => group.label === label)?.items ?? [];
