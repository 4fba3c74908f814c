import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Context } from "hono";
import { BADGE_FILES, BADGE_PATH } from "../config/app-stores.ts";

const FILES = new Set(Object.values(BADGE_FILES));

/**
 * Serves the stores' official badges from the operator's folder (APP_BADGES_DIR) at /app-badges/:
 * only the three known file names, as images that can run nothing if opened on their own.
 * Returns null for any other address.
 */
export async function appBadge(c: Context, badgesDir: string): Promise<Response | null> {
  if (!c.req.path.startsWith(BADGE_PATH)) return null;
  const file = c.req.path.slice(BADGE_PATH.length);
  if (!FILES.has(file)) return null;
  const body = await readFile(join(badgesDir, file)).catch(() => null);
  if (!body) return null;
  return new Response(body, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=86400",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
