import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { buildInfoPlugin, precompressPlugin } from "./scripts/vite-plugins.ts";

/**
 * The framework (react, react-dom, react-router) in one browser file that every page shares and
 * caches; scripts/js-budget.ts counts it apart from the application's own code by this name
 * (docs/decisions/042-javascript-budget-and-page-messages.md).
 */
const codeSplitting = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
      priority: 20,
    },
  ],
};

export default defineConfig({
  plugins: [reactRouter(), buildInfoPlugin(), precompressPlugin()],
  build: { target: "es2022", assetsInlineLimit: 2048 },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting } } } } },
});
