import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { buildInfoPlugin } from "./scripts/vite-build-info.ts";

export default defineConfig({
  plugins: [reactRouter(), buildInfoPlugin()],
  build: { target: "es2022", assetsInlineLimit: 2048 },
});
