/**
 * Finds the message keys a module can show: every string literal that is a catalogue key, and
 * every key under a template prefix (`t(\`offers.tag.${tag}\`)`), in the module and everything it
 * imports from the project. Server modules count too: their schemas and loaders hand keys to the
 * page. Used by the test that keeps each route's declared namespaces complete (Node only).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

// Type-only imports bring no text; the \s* before `type` skips both `import type` and `export type`.
const IMPORT =
  /(?:import|export)\s+(?!type\s)[^;]*?from\s+["'](\.{1,2}\/[^"']+)["']|import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;
const LITERAL = /"([a-zA-Z][\w-]*(?:\.[\w-]+)+)"|'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'|`([a-zA-Z][\w-]*(?:\.[\w-]+)*\.)\$\{/g;

/**
 * The project source files a module pulls in, itself included; with `browser`, not through
 * `*.server.ts` files, which never reach the browser; with `dynamic: false`, not through `import()`
 * (what loads with the module, as opposed to later).
 */
export function moduleGraph(entry: string, { browser = false, dynamic = true } = {}): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file) || !/\.(ts|tsx)$/.test(file)) return;
    if (browser && file.endsWith(".server.ts")) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(IMPORT)) {
      const spec = match[1] ?? (dynamic ? match[2] : undefined);
      if (spec) visit(resolve(dirname(file), spec));
    }
  };
  visit(resolve(entry));
  return [...seen];
}

/** Keys (exact) and key prefixes (from template literals) the files mention. */
export function mentionedKeys(files: string[]): { keys: Set<string>; prefixes: Set<string> } {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, "utf8").matchAll(LITERAL)) {
      const key = match[1] ?? match[2];
      if (key) keys.add(key);
      if (match[3]) prefixes.add(match[3]);
    }
  }
  return { keys, prefixes };
}
