/**
 * `npm run screenshots`: the README's screenshots (docs/screenshots/), taken from the production
 * server with its own seeded embedded database, as a customer sees the pages: at 390 px (a phone) in
 * Arabic and Kurdish and at 1366 px (a laptop) in English. The first screen and a half of each page,
 * as PNG. Run it after a visible change and commit the files.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { type AppServer, seededEmbeddedSite, startAppServer } from "./bench/app-server.ts";
import { signIn } from "./bench/site.ts";
import { findChromium } from "./find-chromium.mjs";

/** Who is signed in: Layla holds prepaid lines, Karwan a postpaid one with bills. */
const LAYLA = "9647800000001";
const KARWAN = "9647800000002";
const PAGES: { name: string; path: string; signedInAs?: string }[] = [
  { name: "home", path: "" },
  { name: "offer-list", path: "/prepaid/data-only-offers" },
  { name: "offer-detail", path: "/offers/monthly-5gb" },
  { name: "phone-campaign", path: "/member-area/galaxy-a-15" },
  { name: "store-locator", path: "/support/store-locator" },
  { name: "dashboard", path: "/myzain", signedInAs: LAYLA },
  { name: "bill", path: "/postpaid/pay-bill-postpaid", signedInAs: KARWAN },
];
const VIEWS = [
  { lang: "ar", width: 390, height: 844 },
  { lang: "ku", width: 390, height: 844 },
  { lang: "en", width: 1366, height: 900 },
];
const OUT = join("docs", "screenshots");

const failed: string[] = [];
const { work, env } = seededEmbeddedSite("zain-screenshots-");
let app: AppServer | undefined;
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-quic"],
});
try {
  app = await startAppServer({ ...env, SEED: "0" });
  const tokens = new Map<string, string>();
  for (const view of VIEWS) {
    for (const page of PAGES) {
      const context = await browser.newContext({
        viewport: { width: view.width, height: view.height },
        deviceScaleFactor: 1,
        isMobile: view.width < 800,
        hasTouch: view.width < 800,
      });
      if (page.signedInAs) {
        const token = tokens.get(page.signedInAs) ?? (await signIn(app.origin, page.signedInAs));
        tokens.set(page.signedInAs, token);
        await context.addCookies([{ name: "auth_token", value: token, url: app.origin }]);
      }
      const tab = await context.newPage();
      const response = await tab.goto(`${app.origin}/${view.lang}${page.path}`, { waitUntil: "networkidle" });
      if (!response?.ok()) {
        failed.push(`/${view.lang}${page.path} answered ${response?.status()}`);
        await context.close();
        continue;
      }
      const file = join(OUT, `${page.name}-${view.lang}-${view.width}.png`);
      await tab.screenshot({
        path: file,
        clip: { x: 0, y: 0, width: view.width, height: Math.round(view.height * 1.5) },
        fullPage: true,
      });
      console.log(`wrote ${file}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app?.stop();
  rmSync(work, { recursive: true, force: true });
}
if (failed.length > 0) {
  console.error(`not taken:\n  ${failed.join("\n  ")}`);
  process.exitCode = 1;
}
