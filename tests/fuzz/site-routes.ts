/**
 * The whole site as the build would serve it, read from the route table (app/routes.ts) rather
 * than listed by hand, and the page forms in it: every route whose module exports an `action`.
 * A new form is fuzzed as soon as it is in the route table.
 */

import * as root from "../../app/root.tsx";
import routeConfig from "../../app/routes.ts";
import { asBuilt, type TestRoute } from "../web-pages.ts";

/** A route with the file its module comes from: one file's action is one form, at any address. */
export type SiteRoute = TestRoute & { file: string };

type ConfigEntry = { id?: string; file: string; path?: string; index?: boolean; children?: ConfigEntry[] };

const appDir = new URL("../../app/", import.meta.url);
const idOf = (entry: ConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

/** Every route of the table with its module, under the root route, as the build lays them out. */
export async function siteRoutes(): Promise<SiteRoute[]> {
  const routes: SiteRoute[] = [{ id: "root", path: "", module: asBuilt(root), file: "root.tsx" }];
  const add = async (entries: ConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const module: object = await import(new URL(entry.file, appDir).href);
      const id = idOf(entry);
      routes.push({ id, parentId, path: entry.path, index: entry.index, module: asBuilt(module), file: entry.file });
      if (entry.children) await add(entry.children, id);
    }
  };
  await add(routeConfig, "root");
  return routes;
}

/** A page form: the route file whose action answers it, and every address it is served at. */
export type PageForm = { file: string; addresses: FormAddress[] };
/** An address a form posts to, with `{lang}` for the language when it has one. */
export type FormAddress = { path: string; localized: boolean };

/** The forms of the site: the route files with an action, each with the addresses it serves. */
export function pageForms(routes: SiteRoute[]): PageForm[] {
  const byId = new Map(routes.map((r) => [r.id, r]));
  const fullPath = (route: TestRoute): string => {
    const parent = route.parentId ? byId.get(route.parentId) : undefined;
    const own = route.path ?? "";
    return parent ? [fullPath(parent), own].filter(Boolean).join("/") : own;
  };
  const forms = new Map<string, FormAddress[]>();
  for (const route of routes.filter((r) => r.module.action)) {
    const path = `/${fullPath(route)}`.replace(":lang", "{lang}");
    forms.set(route.file, [...(forms.get(route.file) ?? []), { path, localized: path.startsWith("/{lang}") }]);
  }
  return [...forms].map(([file, addresses]) => ({ file, addresses }));
}
