import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { buildInfoPlugin, precompressPlugin } from "./scripts/vite-plugins.ts";

export default defineConfig({
  plugins: [reactRouter(), buildInfoPlugin(), precompressPlugin()],
  build: { target: "es2022", assetsInlineLimit: 2048 },
});
