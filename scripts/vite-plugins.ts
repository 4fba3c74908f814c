import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
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

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;

/** Writes .br and .gz beside each text asset once at build time, so the server never compresses them per request. */
export function precompressPlugin(): Plugin {
  return {
    name: "zain-precompress",
    apply: "build",
    writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      for (const file of walk(options.dir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
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
