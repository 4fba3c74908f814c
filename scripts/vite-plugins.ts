import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";
import type { Plugin } from "vite";

/**
 * Writes build/build-info.json with a fresh id on every client build. The server reports it at
 * /builds/latest.json and the browser compares it with the id it was rendered with (spec section 7).
 */
export function buildInfoPlugin(): Plugin {
  return {
    name: "zain-build-info",
    apply: "build",
    writeBundle() {
      if (this.environment.name !== "client") return;
      mkdirSync("build", { recursive: true });
      const info = { id: randomUUID(), timestamp: new Date().toISOString() };
      writeFileSync("build/build-info.json", `${JSON.stringify(info)}\n`);
    },
  };
}

/**
 * In the browser build, every `import … from "zod"` gets app/lib/zod-browser.ts: zod with its
 * eval probe off before the importing module builds a schema (a CSP violation otherwise).
 */
export function zodJitlessPlugin(): Plugin {
  const browserZod = resolve("app/lib/zod-browser.ts");
  return {
    name: "zain-zod-jitless",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "zod" || this.environment.name !== "client" || importer === browserZod) return null;
      return browserZod;
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;
/** What every page loads before it can paint or work: worth zopfli's extra second at build time. */
const CRITICAL = /\.(js|mjs|css)$/;

/**
 * Writes .br and .gz beside each text asset once at build time, so the server never compresses
 * them per request. Scripts and styles are gzipped with zopfli: the same gzip any browser reads,
 * about 3 % smaller than zlib's best (3.3 KB less for the framework every page loads), for
 * about a second more per build (3 iterations; 15 would save the framework 0.1 KB more for 0.5 s).
 */
export function precompressPlugin(): Plugin {
  return {
    name: "zain-precompress",
    apply: "build",
    async writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      for (const file of walk(options.dir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        const gzipped = CRITICAL.test(file)
          ? await zopfliGzip(source, { numiterations: 3 })
          : gzipSync(source, { level: 9 });
        writeFileSync(`${file}.gz`, gzipped);
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
