/**
 * Guards the typed contract (docs/decisions/028): the web app calls the API only through
 * `api.call(operation)`, and neither side switches the type check off with a type assertion.
 * Fails on `api.get<T>(...)`-style calls in app/, and on any `x as T` (other than `as const`) in
 * app/, src/api/ and src/client/ that is not in the short list below, each with its reason.
 * Run by `npm run lint` (CI) and by its test.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Assertions that are not about API data, each with why it cannot be avoided. */
export const ALLOWED: { file: string; cast: string; why: string }[] = [
  {
    file: "src/client/api-client.ts",
    cast: "T",
    why: "the one boundary where JSON from the API becomes the contract's type",
  },
  {
    file: "src/api/operation-route.ts",
    cast: "OperationInput<O>",
    why: "each part was just parsed by the contract's own schema",
  },
  { file: "src/api/method-override.ts", cast: "RequestInit", why: "Node's `duplex` option is not in the DOM types" },
  { file: "app/components/async-form.tsx", cast: "SubmitEvent", why: "React types submit events as plain Event" },
  {
    file: "app/components/async-form.tsx",
    cast: "HTMLButtonElement | null",
    why: "a submitter is a button or nothing",
  },
  { file: "app/routes/auth/verify-code.tsx", cast: "SubmitEvent", why: "React types submit events as plain Event" },
  {
    file: "app/routes/auth/verify-code.tsx",
    cast: "HTMLButtonElement | null",
    why: "a submitter is a button or nothing",
  },
];

/** Generic calls of the old untyped client methods (`api.get<Profile>(...)`). */
const GENERIC_CALL = /\.(get|post|put|patch|delete|request)<[^>(]*>\s*\(/g;
/** `expr as Type`, but not `as const`. */
const ASSERTION = /\bas\s+(?!const\b)([A-Za-z_{([][^;,)\]=\n]*)/g;

export type Violation = { file: string; line: number; text: string; rule: "generic-call" | "type-assertion" };

/** Code without comments, strings and import/export renames, same length per line (for line numbers). */
export function codeOnly(source: string): string {
  const blank = (m: string) => m.replace(/[^\n]/g, " ");
  return source
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(["'])(?:\\.|(?!\1)[^\\\n])*\1/g, blank)
    .replace(/`(?:\\.|[^\\`])*`/g, blank)
    .replace(/\/\/[^\n]*/g, blank)
    .replace(/\b(import|export)\s+(type\s+)?(\*|\{[^}]*\})[^;]*;/g, blank);
}

export function findViolations(file: string, source: string): Violation[] {
  const code = codeOnly(source);
  const lineOf = (index: number) => code.slice(0, index).split("\n").length;
  const out: Violation[] = [];
  if (file.startsWith("app/")) {
    for (const m of code.matchAll(GENERIC_CALL)) {
      out.push({ file, line: lineOf(m.index), text: m[0].trim(), rule: "generic-call" });
    }
  }
  for (const m of code.matchAll(ASSERTION)) {
    const cast = (m[1] ?? "").trim();
    if (ALLOWED.some((a) => a.file === file && a.cast === cast)) continue;
    out.push({ file, line: lineOf(m.index), text: `as ${cast}`, rule: "type-assertion" });
  }
  return out;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Every violation in the guarded folders. */
export function checkTree(): Violation[] {
  return ["app", "src/api", "src/client"].flatMap((dir) =>
    [...sourceFiles(join(root, dir))].flatMap((path) =>
      findViolations(relative(root, path), readFileSync(path, "utf8")),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = checkTree();
  for (const v of found) console.error(`${v.file}:${v.line}: ${v.rule}: ${v.text}`);
  if (found.length > 0) {
    console.error(
      `\n${found.length} untyped API call(s) or type assertion(s). Call operations with api.call(...) and type ` +
        "data from src/contracts/api; see docs/decisions/028-typed-operation-contracts.md.",
    );
    process.exit(1);
  }
}
