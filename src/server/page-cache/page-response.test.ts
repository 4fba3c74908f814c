import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { silentLogger, testConfig } from "../../../tests/config.ts";
import { createServerApp } from "../server-app.server.ts";
import type { WebHandler } from "../web-handler.server.ts";

const build = { id: "b-1", timestamp: "2026-11-22T00:00:00.000Z" };
const clientDir = () => mkdtempSync(join(tmpdir(), "zain-client-"));

test("a page runs only the inline scripts it was rendered with, by hash, and what they load", async () => {
  const script = 'window.__ctx={"a":1};';
  const page: WebHandler = async () =>
    new Response(
      `<!doctype html><style>:root{--brand:#5b2c83}</style><script>${script}</script><script type="module" src="/assets/x.js"></script>`,
      {
        headers: { "Content-Type": "text/html" },
      },
    );
  const app = createServerApp({
    config: testConfig(),
    logger: silentLogger(),
    build,
    web: page,
    clientDir: clientDir(),
  });
  const csp = (await app.request("/en")).headers.get("content-security-policy") ?? "";
  const hash = createHash("sha256").update(script).digest("base64");
  const styleHash = createHash("sha256").update(":root{--brand:#5b2c83}").digest("base64");
  expect(csp).toContain(`script-src 'self' 'sha256-${hash}' 'strict-dynamic';`);
  expect(csp).toContain(`style-src 'self' 'sha256-${styleHash}';`);
  // Another document's script is not allowed by this one's policy.
  expect(csp).not.toContain(createHash("sha256").update("alert(1)").digest("base64"));
});

test("a page's JavaScript is asked for only after its content has painted, and its CSP still allows it", async () => {
  const head = '<head><meta charset="utf-8"/><link rel="modulepreload" href="/assets/a.js"/><style>p{}</style></head>';
  const bootText = 'import "/assets/a.js";';
  const body = `<body><main><p>Hello</p></main><script>window.__reactRouterContext={};</script><script type="module" async="">${bootText}</script></body>`;
  const page: WebHandler = async () =>
    new Response(`<!doctype html><html>${head}${body}</html>`, { headers: { "Content-Type": "text/html" } });
  const app = createServerApp({
    config: testConfig(),
    logger: silentLogger(),
    build,
    web: page,
    clientDir: clientDir(),
  });
  const response = await app.request("/en");
  const html = await response.text();
  expect(html.slice(0, html.indexOf("</head>"))).not.toContain("modulepreload");
  // Nothing the browser would fetch or run on its own: no preload, no module script.
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toContain('<script type="module"');
  expect(html).toContain(
    '<p>Hello</p></main><link rel="x-modulepreload" href="/assets/a.js"/><script>window.__reactRouterContext',
  );
  // The start-up module, run later from its text, is allowed by the page's hash of that text.
  const bootHash = createHash("sha256").update(bootText).digest("base64");
  expect(response.headers.get("Content-Security-Policy")).toContain(`'sha256-${bootHash}'`);
});

test("pictures may come from the operator's tile server when one is set, and from nowhere else", async () => {
  const page: WebHandler = async () =>
    new Response("<!doctype html><p>x</p>", { headers: { "Content-Type": "text/html" } });
  const policyWith = async (settings: Record<string, string>) => {
    const app = createServerApp({
      config: testConfig(settings),
      logger: silentLogger(),
      build,
      web: page,
      clientDir: clientDir(),
    });
    return (await app.request("/en")).headers.get("content-security-policy") ?? "";
  };
  expect(await policyWith({})).toContain("img-src 'self' data:;");
  const tiles = { TILE_SERVER_URL: "https://tiles.example.iq/{z}/{x}/{y}.png", TILE_ATTRIBUTION: "© OpenStreetMap" };
  expect(await policyWith(tiles)).toContain("img-src 'self' data: https://tiles.example.iq;");
});
