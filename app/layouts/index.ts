import { type ComponentType, lazy } from "react";
import type { LayoutName } from "../../src/contracts/layouts.ts";
import { DefaultLayout } from "./default-layout.tsx";
import type { LayoutProps } from "./layout-props.ts";

/**
 * Most pages use the default layout, which loads with the frame; the others load when a page names
 * them, so that a public page does not carry six layouts' code (scripts/js-budget.ts). The server
 * waits for the whole page (app/entry.server.tsx), so its HTML always holds the layout; in the
 * browser, hydration of the page waits for its layout's file. LocaleLayout wraps them in Suspense.
 */
const later = <K extends string>(load: () => Promise<Record<K, ComponentType<LayoutProps>>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const business = () => import("./business-layout.tsx");
const staticLayouts = () => import("./static-layout.tsx");

export const layouts: Record<LayoutName, ComponentType<LayoutProps>> = {
  business: later(business, "BusinessLayout"),
  default: DefaultLayout,
  empty: later(staticLayouts, "EmptyLayout"),
  landing: later(() => import("./landing-layout.tsx"), "LandingLayout"),
  myzain: later(() => import("./myzain-layout.tsx"), "MyzainLayout"),
  postcat: later(() => import("./postcat-layout.tsx"), "PostcatLayout"),
  postcatbusiness: later(business, "PostcatBusinessLayout"),
  static: later(staticLayouts, "StaticLayout"),
};
