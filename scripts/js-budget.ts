/**
 * How much JavaScript a public page makes the browser fetch before the load event: the files the
 * server-rendered HTML links (`<link rel="modulepreload">` and the module script's imports). React
 * Router renders exactly the entry client, then every matched route's module with its static
 * imports, from its own manifest (build/web/client/assets/manifest-*.js), so that manifest is the
 * source here. Sizes are the gzipped bytes the server sends (the build's precompressed `.gz`).
 * Used by the budget test (js-budget.test.ts) and the benchmark.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const BUDGET = { totalBytes: 120 * 1024, appBytes: 20 * 1024, files: 10 };

/** Public pages, by the route ids the layout and page are matched with (see app/routes.ts). */
export const publicPages: Record<string, string[]> = {
  "/en": ["root", "routes/locale-layout", "routes/home"],
  "/en/prepaid/data-only-offers": ["root", "routes/locale-layout", "page:prepaid/data-only-offers"],
  "/en/about-us/who-we-are": ["root", "routes/locale-layout", "page:about-us/who-we-are"],
  "/en/member-area/unlimited": ["root", "routes/locale-layout", "page:member-area/unlimited"],
  "/en/support/store-locator": ["root", "routes/locale-layout", "page:support/store-locator"],
  "/en/about-us/press-release": ["root", "routes/locale-layout", "page:about-us/press-release"],
  "/en/about-us/press-release-single": ["root", "routes/locale-layout", "page:about-us/press-release-single"],
  "/en/blog-category": ["root", "routes/locale-layout", "page:blog-category"],
  "/en/blog-category/single-page": ["root", "routes/locale-layout", "page:blog-category/single-page"],
  "/en/support/knowledge-center": ["root", "routes/locale-layout", "page:support/knowledge-center"],
  "/en/about-us/careers": ["root", "routes/locale-layout", "page:about-us/careers"],
  "/en/prepaid/recharge-my-prepaid-line": ["root", "routes/locale-layout", "page:prepaid/recharge-my-prepaid-line"],
  "/en/postpaid/pay-bill-postpaid": ["root", "routes/locale-layout", "page:postpaid/pay-bill-postpaid"],
  "/en/support/contact-us": ["root", "routes/locale-layout", "page:support/contact-us"],
  "/en/business/contact-us": ["root", "routes/locale-layout", "page:business/contact-us"],
  "/en/support/report-a-fault": ["root", "routes/locale-layout", "routes/care/fault-report"],
};

/**
 * Files holding only the framework (react, react-dom, react-router): vite.config.ts groups them
 * into chunks with these names, so everything else counts as the application's own code.
 */
export const FRAMEWORK_CHUNK = /^\/assets\/framework-[\w-]+\.js$/;

type ManifestEntry = { module: string; imports?: string[] };
export type RouterManifest = { entry: ManifestEntry; routes: Record<string, ManifestEntry> };

export type PageFile = { file: string; gzipBytes: number; framework: boolean };
export type PageJs = { path: string; files: PageFile[]; totalBytes: number; appBytes: number };

export function readRouterManifest(clientDir: string): RouterManifest {
  const assets = join(clientDir, "assets");
  const name = readdirSync(assets).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`No React Router manifest in ${assets}: build the app first`);
  const source = readFileSync(join(assets, name), "utf8");
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  return JSON.parse(json);
}

function gzipSize(clientDir: string, file: string): number {
  const path = join(clientDir, file);
  // The precompress plugin skips files under 1 KB; those are sent as they are.
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length;
  return Math.min(readFileSync(path).length, gzipSync(readFileSync(path), { level: 9 }).length);
}

/** The files (and gzipped bytes) a page with these matched routes loads before the load event. */
export function measurePage(clientDir: string, manifest: RouterManifest, path: string, routeIds: string[]): PageJs {
  const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} (for ${path}) is not in the build's manifest`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const measured = [...files].map((file) => ({
    file,
    gzipBytes: gzipSize(clientDir, file),
    framework: FRAMEWORK_CHUNK.test(file),
  }));
  const totalBytes = measured.reduce((sum, f) => sum + f.gzipBytes, 0);
  const appBytes = measured.filter((f) => !f.framework).reduce((sum, f) => sum + f.gzipBytes, 0);
  return { path, files: measured, totalBytes, appBytes };
}

/** Every public page's JavaScript, from the client build in `clientDir`. */
export function measurePublicPages(clientDir = "build/web/client"): PageJs[] {
  const manifest = readRouterManifest(clientDir);
  return Object.entries(publicPages).map(([path, ids]) => measurePage(clientDir, manifest, path, ids));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatReport(pages: PageJs[]): string {
  return pages
    .map(
      (p) =>
        `${p.path.padEnd(40)} ${kb(p.totalBytes).padStart(9)} total ${kb(p.appBytes).padStart(8)} app ${String(p.files.length).padStart(3)} files`,
    )
    .join("\n");
}

if (import.meta.main) console.log(formatReport(measurePublicPages()));
