import { readFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { moduleGraph } from "./app/lib/message-scan.ts";
import { routeManifest } from "./app/route-manifest.ts";
import { moduleFor } from "./app/route-modules.ts";
import { buildInfoPlugin, precompressPlugin, zodJitlessPlugin } from "./scripts/vite-plugins.ts";

/**
 * Browser chunks (docs/decisions/042-javascript-budget-and-page-messages.md), so that a public page
 * loads at most 10 files (scripts/js-budget.ts measures it): the framework in one file every page
 * shares and caches; the frame (root, language layout and what they import) in one more; the app
 * code pages share in a third. scripts/js-budget.ts counts the framework apart by its name.
 */
const browser = { browser: true };
// What the frame loads later with import() (app/components/site-behaviours.tsx) stays out of it.
const browserStatic = { browser: true, dynamic: false };
const PRELOAD_HELPER = "\0vite/preload-helper.js";
const frame = new Set([
  ...moduleGraph("app/root.tsx", browserStatic),
  ...moduleGraph("app/routes/locale-layout.tsx", browserStatic),
]);
/** Modules that bring zod with them: a group takes what its modules import, and zod stays with the forms. */
const importsZod = (file: string) => moduleGraph(file, browser).some((f) => /from "zod/.test(readFileSync(f, "utf8")));
/** What pages anyone may visit load; code only the signed-in area shares goes to its own group. */
const publicCode = new Set(
  routeManifest
    .filter((entry) => entry.guard === "public")
    .flatMap((entry) => moduleGraph(`app/${moduleFor(entry.path)}`, browserStatic)),
);
const isPublic = (id: string) => publicCode.has(id.split("?")[0] ?? id);
const shareable = (id: string) =>
  /[\\/]app[\\/](components|lib)[\\/]/.test(id) &&
  !/[\\/]components[\\/](myzain|payments|campaign)[\\/]|\.server\.ts/.test(id) &&
  !importsZod(id.split("?")[0] ?? id);
const isSearch = /[\\/]search[\\/]|[\\/](search|suggester|combobox-keys)\.ts/;
const isForm = /field|auth-fields/;
// What the two payment pages (recharge, pay bill) share, in one file: the customer's number, the
// page header, the form's problem notice and the values they post.
const isPayment = (id: string) =>
  /[\\/]components[\\/]payments[\\/]|payment|number-choice/.test(id) && !importsZod(id.split("?")[0] ?? id);
// Display code only the article pages (news, blog, careers, help) share, and the offer card of the
// offer pages: apart from the blocks every page shares, so that a page does not load the others' parts.
const isArticle =
  /[/]components[/](articles[/]|breadcrumb\.tsx)|[/]lib[/](cv-file|job-application|article-seo|articles)\.ts/;
// The offer card links SIMs, plans and phones into the order's steps, so where those live goes with
// it; it words the terms (offer-terms.ts) and shows each product's picture, so those parts go too.
const isOffer =
  /[/]components[/](offer-card|product-picture)\.tsx|[/]lib[/](order-(links|steps)|product-image|offer-terms)\.ts/;
// A line's personal offers (their own group: in "shared" they would take the offer card to every page,
// in "offers" to every campaign page, which never shows them).
const isPersonal = /[\\/]components[\\/]personal-offers\.tsx/;
// The store locator's formatting (hours, phone numbers, labels), which the assistant's store answers
// share: apart, so that the other pages do not load it with the blocks.
const isStores = /[\\/]components[\\/]stores[\\/]|[\\/]lib[\\/]store-(format|labels)\.ts/;
// What only the order's pages (the steps, the identity check, tracking, the eSIM code) share.
const isOrder =
  /[\\/]components[\\/](order|order-status|ekyc)[\\/]|[\\/]lib[\\/](order|ekyc)-(?!links|steps)[a-z-]+\.ts/;
// The customer-care forms (contact-us, business leads, fault reports, feedback, tickets), in one file of
// their own: the forms and shared groups would otherwise make every other form page load them. Last,
// so that it takes only what the other groups leave (a group takes what its modules import).
// The screenshot field comes with them (the identity steps, which also use it, are not public pages).
const isCare = /[\\/](components|lib)[\\/]care[\\/]|image-upload-field/;
const isDisplay = (id: string) =>
  shareable(id) && !isSearch.test(id) && !isForm.test(id) && !isPayment(id) && !isCare.test(id);
const codeSplitting = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|^\0rolldown[\\/]runtime/,
      priority: 30,
    },
    // Vite's preload helper goes with the frame, which loads code after hydration (site-behaviours.tsx).
    { name: "frame", test: (id: string) => frame.has(id.split("?")[0] ?? id) || id === PRELOAD_HELPER, priority: 20 },
    // Its proof-of-work loads zod only later, with import(), so "imports zod" does not keep it apart.
    {
      name: "care",
      test: (id: string) => isCare.test(id) && !/\.server\.ts|[\\/]pow-client\.ts/.test(id),
      minShareCount: 2,
      priority: 6,
    },
    // The display parts first: the search and form groups would otherwise take the blocks they import.
    {
      name: "shared",
      test: (id: string) =>
        isDisplay(id) &&
        isPublic(id) &&
        !isArticle.test(id) &&
        !isOffer.test(id) &&
        !isPersonal.test(id) &&
        !isOrder.test(id) &&
        !isStores.test(id),
      minShareCount: 2,
      priority: 13,
    },
    { name: "articles", test: (id: string) => isDisplay(id) && isArticle.test(id), minShareCount: 2, priority: 12 },
    { name: "offers", test: (id: string) => isDisplay(id) && isOffer.test(id), minShareCount: 2, priority: 12 },
    { name: "personal", test: (id: string) => isPersonal.test(id), minShareCount: 2, priority: 12 },
    // Last: the order pages use the forms and payments parts, which must stay in their own groups.
    { name: "orders", test: (id: string) => isDisplay(id) && isOrder.test(id), minShareCount: 2, priority: 7 },
    {
      name: "account",
      test: (id: string) => isDisplay(id) && !isPublic(id),
      minShareCount: 2,
      priority: 8,
    },
    { name: "search", test: (id: string) => shareable(id) && isSearch.test(id), minShareCount: 2, priority: 11 },
    // Before the payments group, which would otherwise take the number formatting every form shares.
    {
      name: "forms",
      test: (id: string) =>
        (shareable(id) && isForm.test(id) && !isCare.test(id)) || /[\\/]contracts[\\/]msisdn\.ts/.test(id),
      minShareCount: 2,
      priority: 10,
    },
    { name: "payments", test: isPayment, minShareCount: 2, priority: 9 },
  ],
};

export default defineConfig({
  plugins: [zodJitlessPlugin(), reactRouter(), buildInfoPlugin(), precompressPlugin()],
  build: { target: "es2022", assetsInlineLimit: 2048 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Merging would move modules that only some pages share (zod among them) into the frame.
          experimental: { chunkOptimization: { mergeCommonChunks: false } },
          output: { codeSplitting },
        },
      },
    },
  },
});
