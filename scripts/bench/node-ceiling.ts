/**
 * The Node yardstick of `npm run bench`: a bare `node:http` server in its own process that answers
 * saved gzip bytes with the app's own response headers, and does nothing else. It is what one Node
 * process can serve at best, so the app's cached pages are measured against it as well as against
 * nginx: the gap to nginx that this yardstick shares is Node's HTTP layer, not the page cache.
 *
 * Run as `node scripts/bench/node-ceiling.ts <port> <pages.json>`; the file maps each path to
 * `{ headers: [name, value, ...], gzipFile }`.
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";

type SavedPage = { headers: string[]; gzipFile: string };

/** Headers that belong to one response, not to the page; the ceiling adds its own length and encoding. */
const PER_RESPONSE = new Set([
  "date",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "x-request-id",
]);

/** Saves what the ceiling serves for `path`: the app's headers for it and the gzip of its HTML. */
export function ceilingPage(response: Response, html: string, gzipFile: string): SavedPage {
  writeFileSync(gzipFile, gzipSync(html, { level: 9 }));
  const headers: string[] = [];
  for (const [name, value] of response.headers) if (!PER_RESPONSE.has(name)) headers.push(name, value);
  return { headers, gzipFile };
}

/** Starts the ceiling in a child process and waits until it answers; returns its origin and stop. */
export async function startNodeCeiling(port: number, pagesFile: string): Promise<{ origin: string; stop: () => void }> {
  const child = spawn(process.execPath, [import.meta.filename, String(port), pagesFile], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk) => {
    errors += chunk;
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await fetch(`${origin}/`).catch(() => null)) !== null) return { origin, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill();
  throw new Error(`the Node yardstick did not start: ${errors}`);
}

function serve(port: number, pagesFile: string): void {
  const saved = JSON.parse(readFileSync(pagesFile, "utf8")) as Record<string, SavedPage>;
  const pages = new Map(
    Object.entries(saved).map(([path, page]) => {
      const body = readFileSync(page.gzipFile);
      return [
        path,
        { body, headers: [...page.headers, "content-encoding", "gzip", "content-length", String(body.length)] },
      ];
    }),
  );
  createServer((req, res) => {
    const page = pages.get(req.url ?? "");
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, page.headers);
    res.end(page.body);
  }).listen(port, "127.0.0.1");
}

if (import.meta.main) serve(Number(process.argv[2]), String(process.argv[3]));
