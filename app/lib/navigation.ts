import { useRouteLoaderData } from "react-router";
import type { loader } from "../routes/locale-layout.tsx";

/** A link of the site's navigation: the label is a message key; the path has no language prefix. */
export type NavItem = { label: string; path: string };
/** Part of a group: Personal has prepaid, postpaid, internet and roaming; the others one list (`label` null). */
export type NavSection = { label: string | null; items: NavItem[] };
/** A group of the main navigation: a disclosure in the header, a column of the footer's site map. */
export type NavGroup = { label: string; sections: NavSection[] };

/** The product-category menu of the page's section, and the signed-in area's menu (empty when signed out). */
export type SectionNavigation = { category: NavItem[]; myzain: NavItem[] };

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
  groups.find((group) => group.label === label)?.sections.flatMap((section) => section.items) ?? [];

/** The sub-navigations of the page (app/lib/navigation.server.ts), from the language layout's data. */
export function useSectionNavigation(): SectionNavigation {
  return useRouteLoaderData<typeof loader>("routes/locale-layout")?.sections ?? { category: [], myzain: [] };
}
