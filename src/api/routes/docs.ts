import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Hono } from "hono";
import type { ApiEnv } from "../context.ts";

const swaggerDir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const assets: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
};

const page = (brand: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${brand} API reference</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
<style>body{margin:0}.topbar{display:none}</style>
</head>
<body>
<noscript><p>This reference needs JavaScript. The raw description is at <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</p></noscript>
<div id="reference"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

const init = `window.addEventListener("load", function () {
  window.SwaggerUIBundle({ url: "/api/v1/openapi.json", dom_id: "#reference", deepLinking: true,
    defaultModelsExpandDepth: 0, docExpansion: "list", tryItOutEnabled: false });
});`;

/** A readable API reference at /api/docs, every asset served by us (no CDN). */
export function docsRoutes() {
  const app = new Hono<ApiEnv>();
  const securityHeaders = (c: { header: (n: string, v: string) => void }) => {
    c.header("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'");
    c.header("X-Content-Type-Options", "nosniff");
  };
  app.get("/", (c) => {
    securityHeaders(c);
    return c.html(page(escapeHtml(c.var.deps.config.brand.name)));
  });
  app.get("/init.js", (c) => {
    securityHeaders(c);
    c.header("Content-Type", "text/javascript; charset=utf-8");
    return c.body(init);
  });
  app.get("/assets/:file", async (c) => {
    const file = c.req.param("file");
    const type = assets[file];
    if (!type) return c.notFound();
    securityHeaders(c);
    c.header("Content-Type", type);
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(await readFile(join(swaggerDir, file)));
  });
  return app;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
