import { readFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { moduleGraph } from "./app/lib/message-scan.ts";
import { buildInfoPlugin, precompressPlugin } from "./scripts/vite-plugins.ts";

/**
 * Browser chunks (docs/decisions/042-javascript-budget-and-page-messages.md), so that a public page
 * loads at most 10 files (scripts/js-budget.ts measures it): the framework in one file every page
 * shares and caches; the frame (root, language layout and what they import) in one more; the app
 * code pages share in a third. scripts/js-budget.ts counts the framework apart by its name.
 */
const browser = { browser: true };
const frame = new Set([
  ...moduleGraph("app/root.tsx", browser),
  ...moduleGraph("app/routes/locale-layout.tsx", browser),
]);
/** Modules that bring zod with them: a group takes what its modules import, and zod stays with the forms. */
const importsZod = (file: string) => moduleGraph(file, browser).some((f) => /from "zod/.test(readFileSync(f, "utf8")));
const shareable = (id: string) =>
  /[\\/]app[\\/](components|lib)[\\/]/.test(id) &&
  !/[\\/]components[\\/](myzain|payments|campaign)[\\/]|\.server\.ts/.test(id) &&
  !importsZod(id.split("?")[0] ?? id);
const isSearch = /[\\/]search[\\/]|[\\/](search|suggester|combobox-keys)\.ts/;
const isForm = /payment|number-choice|field|form-text|auth-fields/;
const codeSplitting = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|^\0rolldown[\\/]runtime/,
      priority: 30,
    },
    { name: "frame", test: (id: string) => frame.has(id.split("?")[0] ?? id), priority: 20 },
    // The display parts first: the search and form groups would otherwise take the blocks they import.
    {
      name: "shared",
      test: (id: string) => shareable(id) && !isSearch.test(id) && !isForm.test(id),
      minShareCount: 2,
      priority: 12,
    },
    { name: "search", test: (id: string) => shareable(id) && isSearch.test(id), minShareCount: 2, priority: 11 },
    { name: "forms", test: (id: string) => shareable(id) && isForm.test(id), minShareCount: 2, priority: 10 },
  ],
};

export default defineConfig({
  plugins: [reactRouter(), buildInfoPlugin(), precompressPlugin()],
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
