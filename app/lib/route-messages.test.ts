import { resolve } from "node:path";
import { expect, test } from "vitest";
import { namespaceKeys, namespaceOf } from "../../src/i18n/namespace-keys.ts";
import type { Namespace } from "../../src/i18n/namespaces.ts";
import { routeManifest } from "../route-manifest.ts";
import { moduleFor } from "../route-modules.ts";
import { mentionedKeys, moduleGraph } from "./message-scan.ts";
import { FRAME, namespacesFor, routeMessages } from "./route-messages.ts";

/** The namespaces whose keys the files mention (exact keys, and keys under a template prefix). */
function needed(files: string[]): Set<Namespace> {
  const { keys, prefixes } = mentionedKeys(files);
  const found = new Set<Namespace>();
  for (const key of keys) {
    const name = namespaceOf(key);
    if (name) found.add(name);
  }
  for (const prefix of prefixes) {
    for (const [name, all] of Object.entries(namespaceKeys)) {
      if (all.some((key) => key.startsWith(prefix))) found.add(name as Namespace);
    }
  }
  return found;
}

const appFile = (module: string) => resolve("app", module);

test("every route module declares each namespace whose keys it or its imports can show", () => {
  const missing: string[] = [];
  for (const [module, declared] of Object.entries(routeMessages)) {
    const sent = new Set<Namespace>([...FRAME, ...declared]);
    for (const name of needed(moduleGraph(appFile(module)))) {
      if (!sent.has(name)) missing.push(`${module} shows "${name}" keys`);
    }
  }
  expect(missing).toEqual([]);
});

test("the frame (layouts, header, footer, error page) uses only the frame's messages", () => {
  // The guard's server code calls the API, whose field errors arrive as text, and the myzain
  // layout is drawn only on myzain pages, which receive "myzain" (checked below).
  const files = moduleGraph(appFile("routes/locale-layout.tsx")).filter(
    (file) => !file.endsWith(".server.ts") && !file.includes("/src/contracts/") && !file.endsWith("myzain-layout.tsx"),
  );
  expect([...needed(files)].filter((name) => !FRAME.includes(name))).toEqual([]);
  const myzainLayout = needed([appFile("layouts/myzain-layout.tsx")]);
  for (const entry of routeManifest.filter((e) => e.layout === "myzain")) {
    const sent = namespacesFor(entry.path, "zain");
    for (const name of myzainLayout) expect(sent, entry.path).toContain(name);
  }
});

test("every page module of the manifest has a declaration, so none falls back to everything", () => {
  const modules = new Set(routeManifest.map((entry) => moduleFor(entry.path)));
  const undeclared = [...modules].filter((module) => !(module in routeMessages));
  expect(undeclared).toEqual([]);
});

test("a content page receives the frame only, an offers page its offers too", () => {
  expect(namespacesFor("about-us/who-we-are", "zain")).toEqual(["common"]);
  // Offer pages share one module; its personalized variant says why each offer is shown (personal),
  // its roaming page what each country costs (rates).
  expect(namespacesFor("prepaid/data-only-offers", "zain")).toEqual(["common", "offers", "personal", "rates"]);
  expect(namespacesFor("no/such/page", "zain")).toContain("payments");
});
